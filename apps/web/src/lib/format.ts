/**
 * Dates for display. Money is formatted by `formatInr` in @karigar/domain/money (en-IN, ₹).
 */
function locale(language: string): string {
  return language === 'mr' ? 'mr-IN' : 'en-IN';
}

export function formatDate(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** A date with its time of day, in the language's conventions ('22 Nov 2026, 10:04 am' in English). */
export function formatDateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
