import type { ResourceLanguage } from 'i18next';
import type { Language, Namespace } from './languages';

type Texts = () => Promise<{ default: ResourceLanguage }>;

/** Each file is its own chunk, imported the first time its language and namespace are needed. */
export const textFiles: Record<Language, Record<Namespace, Texts>> = {
  en: { public: () => import('./en/public.json'), app: () => import('./en/app.json') },
  mr: { public: () => import('./mr/public.json'), app: () => import('./mr/app.json') },
};
