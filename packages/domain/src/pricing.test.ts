import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_UNIT_PRICE,
  PricingError,
  calculatePricing,
  validateQuotationEdit,
  type PricingInput,
  type PricingResult,
} from './pricing';

const base: PricingInput = { originalUnitPrice: 1000, quantity: 1, taxRate: 18 };

const zeroAmounts: Partial<PricingResult> = {
  originalUnitPrice: 0,
  offeredPrice: 0,
  unitPrice: 0,
  originalSubtotal: 0,
  offeredSubtotal: 0,
  discount: 0,
  discountPercentage: 0,
  subtotalAfterDiscount: 0,
  preTaxTotal: 0,
  taxableAmount: 0,
  taxAmount: 0,
  totalAfterTax: 0,
  basePriceBeforeTax: 0,
  isTaxAdded: false,
};

const cases: [string, Partial<PricingInput>, Partial<PricingResult>][] = [
  [
    'adds tax on top of the offered subtotal',
    { offeredPrice: 900, quantity: 2 },
    {
      originalUnitPrice: 1000,
      offeredPrice: 900,
      unitPrice: 900,
      quantity: 2,
      originalSubtotal: 2000,
      offeredSubtotal: 1800,
      discount: 0,
      discountPercentage: 0,
      subtotalAfterDiscount: 1800,
      preTaxTotal: 1800,
      taxRate: 18,
      taxableAmount: 1800,
      taxAmount: 324,
      totalAfterTax: 2124,
      basePriceBeforeTax: 1800,
      taxAlreadyIncluded: false,
      isTaxIncluded: false,
      isTaxAdded: true,
    },
  ],
  [
    'falls back to the original unit price when the offered price is zero',
    { offeredPrice: 0, quantity: 2 },
    { offeredPrice: 1000, unitPrice: 1000, offeredSubtotal: 2000, totalAfterTax: 2360 },
  ],
  [
    'falls back to the original unit price when no offered price is given',
    { offeredPrice: null },
    { offeredPrice: 1000, offeredSubtotal: 1000, totalAfterTax: 1180 },
  ],
  [
    'falls back to the original unit price when the offered price rounds to zero paise',
    { offeredPrice: 0.004 },
    { offeredPrice: 1000 },
  ],
  [
    'makes every amount zero when the original price is zero too',
    { originalUnitPrice: 0, offeredPrice: 0, quantity: 3, discount: 50, discountPercentage: 10 },
    { ...zeroAmounts, quantity: 3, taxRate: 18 },
  ],
  [
    'applies a discount amount and reports its percentage',
    { discount: 100 },
    {
      discount: 100,
      discountPercentage: 10,
      subtotalAfterDiscount: 900,
      preTaxTotal: 900,
      taxAmount: 162,
      totalAfterTax: 1062,
    },
  ],
  [
    'reports a discount amount percentage with 2 decimals',
    { offeredPrice: 300, discount: 100 },
    { discount: 100, discountPercentage: 33.33, subtotalAfterDiscount: 200 },
  ],
  [
    'caps a discount above the offered subtotal',
    { discount: 1500 },
    {
      discount: 1000,
      discountPercentage: 100,
      subtotalAfterDiscount: 0,
      taxAmount: 0,
      totalAfterTax: 0,
      isTaxAdded: false,
    },
  ],
  [
    'uses the percentage when no amount is given',
    { quantity: 2, discountPercentage: 12.5 },
    { discount: 250, discountPercentage: 12.5, subtotalAfterDiscount: 1750, taxAmount: 315, totalAfterTax: 2065 },
  ],
  [
    'uses the percentage when the amount is zero',
    { discount: 0, discountPercentage: 10 },
    { discount: 100, discountPercentage: 10 },
  ],
  [
    'prefers the amount over the percentage',
    { discount: 100, discountPercentage: 50 },
    { discount: 100, discountPercentage: 10 },
  ],
  [
    'clamps a discount percentage above 100',
    { discountPercentage: 150 },
    { discount: 1000, discountPercentage: 100, totalAfterTax: 0 },
  ],
  [
    'rounds the discount percentage to 2 decimals and discounts by that',
    { discountPercentage: 12.345 },
    { discount: 123.5, discountPercentage: 12.35 },
  ],
  [
    'never applies a negative discount amount',
    { discount: -100 },
    { discount: 0, discountPercentage: 0, totalAfterTax: 1180 },
  ],
  ['never applies a negative discount percentage', { discountPercentage: -10 }, { discount: 0, discountPercentage: 0 }],
  ['ignores a non-finite discount', { discount: NaN, discountPercentage: NaN }, { discount: 0, discountPercentage: 0 }],
  [
    'extracts tax from a tax-inclusive total',
    { offeredPrice: 1180, taxAlreadyIncluded: true },
    {
      offeredSubtotal: 1180,
      subtotalAfterDiscount: 1180,
      totalAfterTax: 1180,
      taxableAmount: 1000,
      preTaxTotal: 1000,
      basePriceBeforeTax: 1000,
      taxAmount: 180,
      taxAlreadyIncluded: true,
      isTaxIncluded: true,
      isTaxAdded: false,
    },
  ],
  [
    'rounds the tax-exclusive base to 2 decimals and keeps the total',
    { taxAlreadyIncluded: true },
    { totalAfterTax: 1000, taxableAmount: 847.46, taxAmount: 152.54 },
  ],
  [
    'extracts tax after the discount',
    { offeredPrice: 1280, discount: 100, taxAlreadyIncluded: true },
    { subtotalAfterDiscount: 1180, totalAfterTax: 1180, taxableAmount: 1000, taxAmount: 180 },
  ],
  ['rounds added tax to 2 decimals', { offeredPrice: 333.33 }, { taxAmount: 60, totalAfterTax: 393.33 }],
  [
    'adds nothing at a zero tax rate',
    { taxRate: 0 },
    { taxRate: 0, taxAmount: 0, totalAfterTax: 1000, isTaxAdded: false },
  ],
  ['reads a numeric string tax rate', { taxRate: '12.5' }, { taxRate: 12.5, taxAmount: 125, totalAfterTax: 1125 }],
  ['uses 18 when the tax rate is missing', { taxRate: undefined }, { taxRate: 18, totalAfterTax: 1180 }],
  ['clamps tax rate above 100', { taxRate: 150 }, { taxRate: 100, taxAmount: 1000, totalAfterTax: 2000 }],
  [
    'ignores float noise in prices',
    { offeredPrice: 0.1 + 0.2, quantity: 3 },
    { offeredPrice: 0.3, offeredSubtotal: 0.9 },
  ],
  ['rounds sub-paise prices half away from zero', { offeredPrice: 10.005 }, { offeredPrice: 10.01, unitPrice: 10.01 }],
];

describe('calculatePricing', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(calculatePricing({ ...base, ...input })).toMatchObject(expected);
  });

  it('logs an error and uses 18 for a non-numeric tax rate', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(calculatePricing({ ...base, taxRate: 'abc' }, log).taxRate).toBe(18);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('warns about a tax rate above 100', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    calculatePricing({ ...base, taxRate: 150 }, log);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a negative offered price', { offeredPrice: -1 }],
    ['a NaN offered price', { offeredPrice: NaN }],
    ['an infinite offered price', { offeredPrice: Infinity }],
    ['a string offered price', { offeredPrice: '500' as unknown as number }],
  ])('rejects %s', (_name, input) => {
    expect(() => calculatePricing({ ...base, ...input })).toThrow(
      'Invalid quotation price (offeredPrice must be a non-negative number)',
    );
  });

  it.each([
    ['zero', 0],
    ['a negative quantity', -1],
    ['a fraction', 1.5],
    ['NaN', NaN],
    ['a string', '2' as unknown as number],
  ])('rejects a quantity of %s', (_name, quantity) => {
    expect(() => calculatePricing({ ...base, quantity })).toThrow('Invalid quantity (must be a positive integer)');
  });

  it('rejects a negative original unit price', () => {
    expect(() => calculatePricing({ ...base, originalUnitPrice: -5 })).toThrow(
      'Invalid original unit price (must be a non-negative number)',
    );
  });

  it('rejects a subtotal too large to price exactly, naming the largest', () => {
    expect(() => calculatePricing({ ...base, offeredPrice: 1e9, quantity: 2 })).toThrow(
      new PricingError('AMOUNT_TOO_LARGE', { max: '₹1,00,00,00,000.00' }),
    );
  });

  it('throws errors that carry a code', () => {
    try {
      calculatePricing({ ...base, quantity: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError);
      expect((error as PricingError).code).toBe('QUANTITY_INVALID');
      expect((error as PricingError).name).toBe('PricingError');
    }
  });

  it('exports the fallback unit price of the detail views', () => {
    expect(FALLBACK_UNIT_PRICE).toBe(1000);
  });
});

describe('validateQuotationEdit', () => {
  it('answers the pricing when the edit is valid', () => {
    const check = validateQuotationEdit({ ...base, discount: 100 });
    expect(check).toEqual({ ok: true, pricing: calculatePricing({ ...base, discount: 100 }) });
  });

  it.each([
    [1500, 1000, 'Discount (₹1,500.00) cannot exceed subtotal (₹1,000.00)'],
    [150_000, 100_000, 'Discount (₹1,50,000.00) cannot exceed subtotal (₹1,00,000.00)'],
    [1000.01, 1000, 'Discount (₹1,000.01) cannot exceed subtotal (₹1,000.00)'],
  ])('rejects a discount of %s above a subtotal of %s', (discount, offeredPrice, message) => {
    const check = validateQuotationEdit({ ...base, offeredPrice, discount });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problem.code).toBe('DISCOUNT_EXCEEDS_SUBTOTAL');
    expect(check.problem.message).toBe(message);
  });

  it.each([
    ['the discount equals the subtotal', { discount: 1000 }],
    ['the percentage is 100', { discountPercentage: 100 }],
    ['every price is zero', { originalUnitPrice: 0, offeredPrice: 0 }],
  ])('rejects a final price of 0 when %s', (_name, input) => {
    expect(validateQuotationEdit({ ...base, ...input })).toEqual({
      ok: false,
      problem: new PricingError('FINAL_PRICE_NOT_POSITIVE'),
    });
  });

  it('answers an invalid price or quantity as a problem instead of throwing', () => {
    expect(validateQuotationEdit({ ...base, quantity: 0 })).toEqual({
      ok: false,
      problem: new PricingError('QUANTITY_INVALID'),
    });
    expect(validateQuotationEdit({ ...base, offeredPrice: -1 })).toMatchObject({
      ok: false,
      problem: { code: 'OFFERED_PRICE_INVALID' },
    });
  });
});
