/**
 * Dates and times for display, in one style per language: English (India) with am/pm, or Marathi
 * with Latin digits (as amounts are written) and a 24-hour clock, never an English 'PM' in a Marathi
 * sentence (decision 043). Money is formatted by `formatInr` in @karigar/domain/money (en-IN, ₹).
 */
function locale(language: string): string {
  return language === 'mr' ? 'mr-IN' : 'en-IN';
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, style: 'date' | 'dateTime' | 'day'): Intl.DateTimeFormat {
  const key = `${locale(language)}/${style}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : style === 'dateTime'
          ? { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }
          : { day: 'numeric', month: 'short', timeZone: 'UTC' };
    found = new Intl.DateTimeFormat(locale(language), {
      ...options,
      numberingSystem: 'latn',
      ...(language === 'mr' && { hourCycle: 'h23' }),
    });
    formatters.set(key, found);
  }
  return found;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date: '22 Nov 2026' in English, '22 नोव्हें, 2026' in Marathi. */
export function formatDate(iso: string | null | undefined, language: string): string | null {
  const date = parse(iso);
  return date && formatter(language, 'date').format(date);
}

/** A date with its time of day: '22 Nov 2026, 4:04 pm' in English, '22 नोव्हें, 2026, 16:04' in Marathi. */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  const date = parse(iso);
  return date && formatter(language, 'dateTime').format(date);
}

/** A calendar day without its year ('2026-11-25' → '25 Nov'), for chart axes. */
export function formatDay(day: string, language: string): string {
  return formatter(language, 'day').format(new Date(`${day}T00:00:00Z`));
}

/** A short amount for a chart axis: ₹1.2K, ₹3.4L, with Latin digits in both languages. */
export function formatCompactInr(rupees: number, language: string): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(rupees);
}
