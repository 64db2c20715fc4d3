const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' as the offline tool's templates write a date: '05-Nov-2026'. */
export function offlineToolDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${months[Number(month) - 1]}-${year}`;
}

/** '2026-11-05' as the portal's JSON writes a date: '05-11-2026'. */
export function portalDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** '2026-11' as the portal's filing period: '112026'. */
export function filingPeriod(period: string): string {
  const [year, month] = period.split('-');
  return `${month}${year}`;
}
