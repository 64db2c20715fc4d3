import { describe, expect, it } from 'vitest';
import { financialYear, formatInvoiceNumber } from './invoice-number';

describe('invoice numbers', () => {
  it.each([
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T23:59:59+05:30', '2025-26'],
    ['2027-01-15T10:00:00+05:30', '2026-27'],
    ['2099-12-31T12:00:00+05:30', '2099-00'],
  ])('puts %s in financial year %s (India time)', (at, year) => {
    expect(financialYear(new Date(at))).toBe(year);
  });

  it('fits GST rule 46: at most 16 characters', () => {
    const number = formatInvoiceNumber('2026-27', 1);
    expect(number).toBe('INV/2026-27/0001');
    expect(number.length).toBeLessThanOrEqual(16);
  });
});
