/** India is 5 h 30 min ahead of UTC all year. */
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

export interface PeriodBounds {
  /** The first moment of the month in India. */
  start: Date;
  /** The first moment of the next month in India (excluded). */
  end: Date;
}

/** The month '2026-11' as the moments it spans in India time. */
export function periodBounds(period: string): PeriodBounds {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - INDIA_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - INDIA_OFFSET_MS),
  };
}

/** The India date of a moment: '2026-11-05'. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first moment, in India, of the financial year (April to March) `at` falls in. */
export function financialYearStart(at: Date): Date {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 3, 1) - INDIA_OFFSET_MS);
}
