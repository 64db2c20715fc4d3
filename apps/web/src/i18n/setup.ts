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

/**
 * Both bundles are part of the build (never fetched from elsewhere), each in its own chunk that
 * is imported the first time the language is needed: English pages do not carry Marathi, and
 * the texts load alongside the first page's code.
 */
const bundledLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, _namespace, callback) => {
    const load: Promise<{ default: ResourceLanguage }> = language === 'mr' ? import('./mr.json') : import('./en.json');
    load.then(
      (bundle) => callback(null, bundle.default),
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

export default i18n;
