import { describe, expect, it } from 'vitest';
import { formatCompactInr, formatDate, formatDateTime, formatDay } from './format';

/** 22 Nov 2026, 10:04 on the reader's own clock, whatever the machine's time zone. */
const morning = new Date(2026, 10, 22, 10, 4).toISOString();
/** The same day at 16:04. */
const afternoon = new Date(2026, 10, 22, 16, 4).toISOString();
const devanagariDigits = /[\u0966-\u096F]/;

describe('date and time formats', () => {
  it('writes dates and times in one English style', () => {
    expect(formatDate(morning, 'en')).toBe('22 Nov 2026');
    expect(formatDateTime(morning, 'en')).toBe('22 Nov 2026, 10:04 am');
    expect(formatDay('2026-11-25', 'en')).toBe('25 Nov');
  });

  it('writes the same dates in Marathi with Marathi month names and Latin digits', () => {
    expect(formatDate(morning, 'mr')).toBe('22 नोव्हें, 2026');
    expect(formatDateTime(morning, 'mr')).toBe('22 नोव्हें, 2026, 10:04');
    // A 24-hour clock: no English 'PM' in a Marathi sentence.
    expect(formatDateTime(afternoon, 'mr')).toBe('22 नोव्हें, 2026, 16:04');
    expect(formatDateTime(afternoon, 'en')).toBe('22 Nov 2026, 4:04 pm');
    expect(formatDay('2026-11-25', 'mr')).toBe('25 नोव्हें');
    for (const text of [formatDate(morning, 'mr'), formatDateTime(morning, 'mr'), formatCompactInr(123456, 'mr')])
      expect(text).not.toMatch(devanagariDigits);
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null, 'en')).toBeNull();
    expect(formatDateTime('not a date', 'mr')).toBeNull();
  });

  it('shortens chart amounts with Latin digits in both languages', () => {
    expect(formatCompactInr(123456, 'en')).toBe('₹1.2L');
    expect(formatCompactInr(123456, 'mr')).toMatch(/^₹1\.2\sलाख$/);
  });
});
