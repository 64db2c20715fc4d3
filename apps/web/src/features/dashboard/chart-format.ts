/** Number and date texts for the charts, in the page's language. */
const locale = (language: string) => (language === 'mr' ? 'mr-IN' : 'en-IN');

/** '2026-11-25' (an India calendar day) → '25 Nov'. */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A short amount for an axis: ₹1.2K, ₹3.4L. */
export function compactRupees(rupees: number, language: string): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(rupees);
}
