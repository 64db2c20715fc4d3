import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../lib/storage';

export const languages = ['en', 'mr'] as const;
export type Language = (typeof languages)[number];

/** Where the chosen language is kept (the key i18next's own detector uses). */
export const LANGUAGE_KEY = 'i18nextLng';

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** The language the app shows now, as the API names it. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

function initialLanguage(): Language {
  const stored = readStorage('local', LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('mr') ? 'mr' : 'en';
}

type Texts = Promise<{ default: ResourceLanguage }>;

/**
 * Both bundles are part of the build (never fetched from elsewhere), each split in two chunks that
 * are imported the first time they are needed: the texts the public pages and the shell show, and
 * those only signed-in screens show (the sections are named in vite.config.ts). English pages do
 * not carry Marathi, public pages not the account and admin texts.
 */
const publicTexts: Record<Language, () => Texts> = {
  en: () => import('./en.json?public-texts'),
  mr: () => import('./mr.json?public-texts'),
};
const signedInTexts: Record<Language, () => Texts> = {
  en: () => import('./en.json?signed-in-texts'),
  mr: () => import('./mr.json?signed-in-texts'),
};

/** Once a signed-in screen has been opened, every language loaded from then on comes whole. */
let signedInWanted = false;
const signedInLoaded = new Set<Language>();

async function textsOf(language: Language): Promise<ResourceLanguage> {
  const withSignedIn = signedInWanted;
  const [shared, more] = await Promise.all([
    publicTexts[language](),
    withSignedIn ? signedInTexts[language]() : undefined,
  ]);
  if (withSignedIn) signedInLoaded.add(language);
  return more ? merged(shared.default, more.default) : shared.default;
}

/** Both parts together: a section can have texts in each (its error texts are public). */
function merged(a: ResourceLanguage, b: ResourceLanguage): ResourceLanguage {
  const result = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine: unknown = result[key];
    result[key] = isTexts(mine) && isTexts(value) ? merged(mine, value) : value;
  }
  return result;
}

const isTexts = (value: unknown): value is ResourceLanguage => typeof value === 'object' && value !== null;

const bundledLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = isLanguage(language) ? textsOf(language) : Promise.reject(new Error(`no texts for ${language}`));
    load.then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// <html lang> follows the language, and a chosen language is remembered.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  if (isLanguage(language)) writeStorage('local', LANGUAGE_KEY, language);
});

/** Resolves once the starting language's texts are in place. */
export const i18nReady = i18n
  .use(bundledLanguages)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // Both bundles hold every key (a test checks): no fallback, so a Marathi page loads Marathi only.
    fallbackLng: false,
    supportedLngs: languages,
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/**
 * Adds the signed-in screens' texts to the current language (a signed-in route awaits it). The
 * router starts loading the first route before the starting language is known, so it waits for it.
 */
export async function loadSignedInTexts(): Promise<void> {
  signedInWanted = true;
  await i18nReady;
  const language = currentLanguage();
  if (signedInLoaded.has(language)) return;
  const texts = await signedInTexts[language]();
  i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  signedInLoaded.add(language);
}

export default i18n;
