import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, writeStorage } from '../lib/storage';
import { isLanguage, isNamespace, languages, type Language } from './languages';
import { textFiles } from './text-files';

export { isLanguage, languages, type Language };

/** Where the chosen language is kept (the key i18next's own detector uses). */
export const LANGUAGE_KEY = 'i18nextLng';

/** The language the app shows now, as the API names it. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

function initialLanguage(): Language {
  const stored = readStorage('local', LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('mr') ? 'mr' : 'en';
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
    ns: ['public'],
    defaultNS: 'public',
    fallbackNS: 'app',
    interpolation: { escapeValue: false },
    initAsync: false,
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
