export const languages = ['en', 'mr'] as const;
export type Language = (typeof languages)[number];

/**
 * The texts of each language in two namespaces: `public` (the shell, the public pages and every
 * error text a page can show) and `app` (the signed-in screens). Keys are the same in both
 * languages (bundles.test.ts); a key lives in one namespace, and a lookup falls back from `public`
 * to `app`, so code names a key alike wherever it lives.
 */
export const namespaces = ['public', 'app'] as const;
export type Namespace = (typeof namespaces)[number];

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

export function isNamespace(value: unknown): value is Namespace {
  return namespaces.includes(value as Namespace);
}
