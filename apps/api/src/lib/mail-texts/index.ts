import type { Language } from '@karigar/domain/language';
import { en, type MailTexts } from './en';

export type { MailTexts };
import { mr } from './mr';

const tables: Record<Language, MailTexts> = { en, mr };

/** The sentences of a mail to someone who reads `language`. */
export function mailTexts(language: Language): MailTexts {
  return tables[language];
}

/**
 * A moment in India time, written for the language with Latin digits: '25 Nov 2026, 4:15 pm' in
 * English, a 24-hour clock in Marathi ('25 नोव्हें, 2026, 16:15'), as the app writes it (decision 043).
 */
export function mailDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
    ...(language === 'mr' && { hourCycle: 'h23' as const }),
  }).format(date);
}

/** A calendar day (YYYY-MM-DD) written for the language with Latin digits ('5 Dec 2026'). */
export function mailDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
    timeZone: 'UTC',
    dateStyle: 'medium',
    numberingSystem: 'latn',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A service's name for the reader: its Marathi name for a Marathi reader when there is one. */
export function serviceNameFor(names: { name: string; nameMr: string }, language: Language): string {
  return language === 'mr' && names.nameMr.trim() ? names.nameMr : names.name;
}

/** Plain-text mails, so nothing anyone typed is rendered; subjects stay on one line. */
export const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
