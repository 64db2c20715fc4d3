import { LANGUAGE_COOKIE } from '@karigar/domain/page-render';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mirrorInCookie } from '../lib/cookie';
import { readStorage, writeStorage } from '../lib/storage';
import { isLanguage, isNamespace, languages, type Language } from './languages';
import { i18nOptions } from './options';
import { textFiles } from './text-files';

export { isLanguage, languages, type Language };

/** Where the chosen language is kept (the key i18next's own detector uses). */
export const LANGUAGE_KEY = 'i18nextLng';

/** The language the app shows now, as the API names it. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

/**
 * The visitor's language as the page starts: the stored choice (browser storage is its source; a
 * cookie mirrors it), else the browser's. Read before the starting language is stored.
 */
export const preferredLanguage: Language = (() => {
  if (typeof document === 'undefined') return 'en';
  const stored = readStorage('local', LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('mr') ? 'mr' : 'en';
})();

/**
 * A page the server rendered starts in the language it was rendered in, so that it hydrates as
 * it is (app/start.tsx then applies the preferred language if that differs); any other starts in the
 * preferred language.
 */
function initialLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  const rendered = document.documentElement.lang;
  if (document.getElementById('root')?.hasChildNodes() && isLanguage(rendered)) return rendered;
  return preferredLanguage;
}

const bundledLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, namespace, callback) => {
    const load =
      isLanguage(language) && isNamespace(namespace)
        ? textFiles[language][namespace]().then((texts) => texts.default)
        : Promise.reject(new Error(`no texts ${namespace} for ${language}`));
    load.then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

// <html lang> follows the language, and a chosen language is remembered (and mirrored for the server).
i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (!isLanguage(language)) return;
  writeStorage('local', LANGUAGE_KEY, language);
  mirrorInCookie(LANGUAGE_COOKIE, language);
});

/** Resolves once the starting language's texts are in place. */
export const i18nReady = i18n
  .use(bundledLanguages)
  .use(initReactI18next)
  .init({
    ...i18nOptions,
    lng: initialLanguage(),
    ns: ['public'],
  });

/**
 * Adds the signed-in screens' texts (a signed-in route awaits it); a language chosen later loads
 * them too. The router starts loading the first route before the starting language is known, so
 * it waits for it.
 */
export async function loadSignedInTexts(): Promise<void> {
  await i18nReady;
  await i18n.loadNamespaces('app');
}

export default i18n;
