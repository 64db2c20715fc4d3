import type { NoticeEvent } from '@karigar/domain/customer-notice';
import type { Language } from '@karigar/domain/language';
import { en } from './en';
import { mr } from './mr';

/** One template body per event: plain text with positional parameters {{1}}, {{2}}, … as Meta requires. */
export type TemplateBodies = Record<NoticeEvent, string>;

const bodies: Record<Language, TemplateBodies> = { en, mr };

/** The body of an event's template in a language. */
export const templateBody = (event: NoticeEvent, language: Language): string => bodies[language][event];

/** The distinct parameters a body uses ({{1}} … {{n}}), in order. */
export function templateParams(body: string): number[] {
  const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/**
 * A parameter as Meta takes it: one line, no tabs, never four spaces in a row (a name or service
 * typed with line breaks becomes one line).
 */
export const templateParam = (value: string): string =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** The message as the customer reads it: the body with its parameters filled in. */
export function renderTemplate(event: NoticeEvent, language: Language, params: string[]): string {
  return templateBody(event, language).replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
