import { describe, expect, it } from 'vitest';
import { en } from './en';
import { mailDateTime, mailTexts } from './index';
import { mr } from './mr';

/** Every key path of a table, with what each holds (a sentence or a function of how many values). */
function shape(table: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(table)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'object' && value !== null) Object.assign(out, shape(value as object, `${path}.`));
    else out[path] = typeof value === 'function' ? `function/${(value as () => string).length}` : typeof value;
  }
  return out;
}

/** Every sentence of a table, functions called with sample values. */
function sentences(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [(value as (...args: unknown[]) => string)('X', 'Y', 'Z', 'W')];
    return sentences(value as object);
  });
}

describe('mail texts', () => {
  it('has the same keys, each of the same kind, in English and Marathi', () => {
    expect(shape(mr)).toEqual(shape(en));
  });

  it('writes every Marathi sentence in Devanagari and with Latin digits only', () => {
    for (const sentence of sentences(mr)) {
      expect(sentence, sentence).toMatch(/[\u0900-\u097F]/);
      expect(sentence, sentence).not.toMatch(/[\u0966-\u096F]/);
    }
    expect(mailTexts('mr').welcome.subject).toBe('कारागीरमध्ये स्वागत आहे');
    expect(mailTexts('en').welcome.subject).toBe('Welcome to Karigar');
  });

  it('writes a moment in India time for the language, with Latin digits in Marathi', () => {
    const at = new Date('2026-11-25T03:45:00Z');
    expect(mailDateTime(at, 'en')).toBe('25 Nov 2026, 9:15 am');
    const marathi = mailDateTime(at, 'mr');
    expect(marathi).toBe('25 नोव्हें, 2026, 9:15');
    expect(mailDateTime(new Date('2026-11-25T10:45:00Z'), 'mr')).toBe('25 नोव्हें, 2026, 16:15');
    expect(marathi).not.toMatch(/[\u0966-\u096F]/);
  });
});
