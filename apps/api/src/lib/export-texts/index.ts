import type { Language } from '@karigar/domain/language';
import { en, type ExportTexts } from './en';
import { mr } from './mr';

export type { ExportTexts };

const tables: Record<Language, ExportTexts> = { en, mr };

/**
 * The language an export is written in: the `lang` the admin's app sends with it, else the
 * browser's first language (Accept-Language), else English.
 */
export function exportLanguage(lang: Language | undefined, acceptLanguage: string | undefined): Language {
  if (lang) return lang;
  return acceptLanguage?.split(',')[0]?.trim().toLowerCase().startsWith('mr') ? 'mr' : 'en';
}

export function exportTexts(language: Language): ExportTexts {
  return tables[language];
}
