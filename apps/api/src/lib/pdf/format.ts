import { formatInr, toRupees } from '@karigar/domain/money';

const indiaDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** dd/mm/yyyy in India time, as Indian invoices print dates. */
export const formatIndiaDate = (at: Date): string => indiaDate.format(at);

/** Paise as Indian rupees: 118000 → '₹1,180.00'. */
export const formatPaise = (paise: number): string => formatInr(toRupees(paise));

/** A percentage with at most 2 decimals and no trailing zeros: 9 → '9%', 2.5 → '2.5%'. */
export const formatPercent = (percent: number): string => `${Number(percent.toFixed(2))}%`;
