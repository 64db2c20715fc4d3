import type { InitOptions } from 'i18next';
import { languages } from './languages';

/** What the browser's i18next and the server's share (the server loads every namespace at once). */
export const i18nOptions = {
  // Both languages hold every key (a test checks): no fallback, so a Marathi page loads Marathi only.
  fallbackLng: false,
  supportedLngs: [...languages],
  defaultNS: 'public',
  fallbackNS: 'app',
  interpolation: { escapeValue: false },
  initAsync: false,
} satisfies InitOptions;
