/** The Indian financial year (April–March, India time) a moment falls in, as '2026-27'. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 5.5 * 60 * 60 * 1000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * 'INV/2026-27/0001': GST Rule 46 allows at most 16 characters, so four digits are used and only
 * widen past the 9,999th invoice of a year.
 */
export function formatInvoiceNumber(year: string, sequence: number): string {
  return `INV/${year}/${String(sequence).padStart(4, '0')}`;
}
