import en from '../../apps/web/src/i18n/en.json' with { type: 'json' };
import mr from '../../apps/web/src/i18n/mr.json' with { type: 'json' };
import type { Language } from './a11y';

type Bundle = { [key: string]: string | Bundle };
const bundles: Record<Language, Bundle> = { en, mr };

/** The app's text for `key` in the language, placeholders filled and markup tags dropped, as the page shows it. */
export function textsFor(language: Language) {
  return (key: string, values: Record<string, string> = {}): string => {
    const text = key
      .split('.')
      .reduce<string | Bundle | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        bundles[language],
      );
    if (typeof text !== 'string') throw new Error(`No text ${key} in the ${language} bundle`);
    return text.replace(/<\/?\w+>/g, '').replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
  };
}
