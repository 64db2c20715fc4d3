import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_TAX_RATE, clampPercent, normalizeTaxRate } from './tax-rate';

const spyLog = () => ({ error: vi.fn<(msg: string) => void>(), warn: vi.fn<(msg: string) => void>() });

describe('normalizeTaxRate', () => {
  it.each([
    ['keeps a usual rate', 18, 18],
    ['parses a numeric string', '18', 18],
    ['parses a decimal string with spaces', ' 12.5 ', 12.5],
    ['keeps the boundary 1', 1, 1],
    ['keeps the boundary 100', 100, 100],
    ['rounds to 2 decimals', 12.345, 12.35],
  ])('%s', (_name, value, expected) => {
    const log = spyLog();
    expect(normalizeTaxRate(value, log)).toBe(expected);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a word', 'abc'],
    ['an empty string', ''],
    ['a number with a suffix', '18%'],
    ['null', null],
    ['a missing value', undefined],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['an object', {}],
    ['a boolean', true],
    ['a bigint', 5n],
  ])('non-numeric tax rate (%s) logs an error and uses 18', (_name, value) => {
    const log = spyLog();
    expect(normalizeTaxRate(value, log)).toBe(DEFAULT_TAX_RATE);
    expect(DEFAULT_TAX_RATE).toBe(18);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['clamps tax rate above 100 and warns', 150, 100],
    ['clamps a negative tax rate to 0 and warns', -5, 0],
    ['keeps a rate below 1 and warns', 0.5, 0.5],
    ['keeps a zero rate and warns', 0, 0],
  ])('%s', (_name, value, expected) => {
    const log = spyLog();
    expect(normalizeTaxRate(value, log)).toBe(expected);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]?.[0]).toContain(String(value));
    expect(log.error).not.toHaveBeenCalled();
  });

  it('is silent without a logger', () => {
    expect(normalizeTaxRate('abc')).toBe(18);
    expect(normalizeTaxRate(500)).toBe(100);
  });
});

describe('clampPercent', () => {
  it.each([
    [-1, 0],
    [0, 0],
    [55.5, 55.5],
    [100, 100],
    [150, 100],
    [NaN, 0],
    [Infinity, 0],
  ])('clampPercent(%s) = %s', (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});
