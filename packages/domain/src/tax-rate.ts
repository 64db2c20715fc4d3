import { roundRupees } from './money';

/** Tax rate (percent) used when an order or quotation has none or an unreadable one. */
export const DEFAULT_TAX_RATE = 18;

/** Where the tax-rate helper reports problems; callers pass console or a pino logger. */
export interface TaxRateLogger {
  error: (msg: string) => void;
  warn: (msg: string) => void;
}

const silent: TaxRateLogger = { error: () => undefined, warn: () => undefined };

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** Clamps a percentage to 0–100; anything that is not a finite number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** A finite number, or a string holding one (" 18 ", "12.5", "1e2"); anything else is null. */
export function parseNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return NUMERIC.test(text) ? Number(text) : null;
}

/**
 * Reads a tax rate in percent (a number or a numeric string such as "18" or "12.5").
 * Non-numeric or missing → an error is logged and 18 is used. The rate is clamped to 0–100 and
 * rounded to 2 decimals; a rate below 1 or above 100 (before clamping) logs a warning.
 */
export function normalizeTaxRate(value: unknown, log: TaxRateLogger = silent): number {
  const parsed = parseNumeric(value);
  if (parsed === null) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    log.error(`Invalid tax rate ${shown}; using the default of ${DEFAULT_TAX_RATE}%`);
    return DEFAULT_TAX_RATE;
  }
  if (parsed < 1 || parsed > 100) {
    log.warn(`Unusual tax rate ${parsed}% (expected 1–100); it is limited to 0–100`);
  }
  return roundRupees(clampPercent(parsed));
}
