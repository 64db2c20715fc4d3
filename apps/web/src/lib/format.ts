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
