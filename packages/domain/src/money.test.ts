import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInr, mulDivRound, roundRupees, toPaise, toRupees } from './money';

describe('toPaise', () => {
  it.each([
    ['ignores float noise in 0.1 + 0.2', 0.1 + 0.2, 30],
    ['rounds 1.005 half away from zero', 1.005, 101],
    ['rounds 2.675 half away from zero', 2.675, 268],
    ['rounds negative halves away from zero', -1.005, -101],
    ['keeps whole rupees exact', 1000, 100_000],
    ['drops sub-paise amounts', 0.004, 0],
  ])('%s', (_name, rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('never answers negative zero', () => {
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('rejects %s', (value) => {
    expect(() => toPaise(value)).toThrow(RangeError);
  });
});

describe('toRupees and roundRupees', () => {
  it('converts paise to rupees with 2 decimals', () => {
    expect(toRupees(12_345)).toBe(123.45);
    expect(Object.is(toRupees(-0), 0)).toBe(true);
  });

  it('rounds to 2 decimals half away from zero', () => {
    expect(roundRupees(1.005)).toBe(1.01);
    expect(roundRupees(-1.005)).toBe(-1.01);
    expect(roundRupees(59.9994)).toBe(60);
  });
});

describe('mulDivRound', () => {
  it.each([
    [5, 1, 2, 3],
    [4, 1, 3, 1],
    [5, 1, 3, 2],
    [100_000, 1800, 10_000, 18_000],
    [118_000, 10_000, 11_800, 100_000],
  ])('round(%i × %i / %i) = %i', (value, numerator, denominator, expected) => {
    expect(mulDivRound(value, numerator, denominator)).toBe(expected);
  });
});

describe('formatInr', () => {
  it('formats with the rupee sign, Indian grouping and 2 decimals', () => {
    expect(formatInr(1500)).toBe('₹1,500.00');
    expect(formatInr(150_000.5)).toBe('₹1,50,000.50');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('groups lakhs and crores and keeps the sign', () => {
    expect(formatInr(12_34_56_789.1)).toBe('₹12,34,56,789.10');
    expect(formatInr(999.999)).toBe('₹1,000.00');
    expect(formatInr(-1500)).toBe('-₹1,500.00');
  });

  it('writes what Intl.NumberFormat writes for en-IN, for any amount in paise', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
    for (const odd of [NaN, Infinity, -Infinity]) expect(formatInr(odd)).toBe(intl.format(odd));
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (paise) => {
        expect(formatInr(toRupees(paise))).toBe(intl.format(toRupees(paise)));
      }),
    );
  });
});
