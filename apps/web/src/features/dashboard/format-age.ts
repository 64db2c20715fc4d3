const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.RelativeTimeFormat>();

/** How long something has waited, in whole days: 'today', 'yesterday', '9 days ago' (Latin digits in Marathi too). */
export function formatAge(iso: string, language: string, now = Date.now()): string {
  const locale = language === 'mr' ? 'mr-IN' : 'en-IN';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, {
      numeric: 'auto',
      numberingSystem: 'latn',
    } as Intl.RelativeTimeFormatOptions);
    formats.set(locale, format);
  }
  const days = Math.max(0, Math.floor((now - new Date(iso).getTime()) / DAY_MS));
  return format.format(-days, 'day');
}
