/** The workshop is in India: log lines show Indian Standard Time. */
const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/** "22 Nov 2026, 10:04 · Asha Patil logged in" */
export function formatActivityLine(entry: { message: string; createdAt: Date }): string {
  const parts = Object.fromEntries(formatter.formatToParts(entry.createdAt).map((p) => [p.type, p.value]));
  return `${parts['day']} ${parts['month']} ${parts['year']}, ${parts['hour']}:${parts['minute']} · ${entry.message}`;
}
