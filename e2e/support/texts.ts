import enApp from '../../apps/web/src/i18n/en/app.json' with { type: 'json' };
import enPublic from '../../apps/web/src/i18n/en/public.json' with { type: 'json' };
import mrApp from '../../apps/web/src/i18n/mr/app.json' with { type: 'json' };
import mrPublic from '../../apps/web/src/i18n/mr/public.json' with { type: 'json' };
import type { Language } from './a11y';

type Bundle = { [key: string]: string | Bundle };
/** Both namespaces of each language: a key is in one of them. */
const bundles: Record<Language, Bundle[]> = { en: [enPublic, enApp], mr: [mrPublic, mrApp] };

/** The app's text for `key` in the language, placeholders filled and markup tags dropped, as the page shows it. */
export function textsFor(language: Language) {
  return (key: string, values: Record<string, string> = {}): string => {
    const text = bundles[language]
      .map((bundle) =>
        key
          .split('.')
          .reduce<string | Bundle | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            bundle,
          ),
      )
      .find((found) => typeof found === 'string');
    if (typeof text !== 'string') throw new Error(`No text ${key} in the ${language} bundle`);
    return text.replace(/<\/?\w+>/g, '').replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
  };
}
