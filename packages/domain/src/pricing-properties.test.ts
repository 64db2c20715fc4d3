import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPaise } from './money';
import { PricingError, calculatePricing, type PricingInput, type PricingResult } from './pricing';

/** Rupee amounts with whole paise up to ₹1,00,000. */
const rupees = fc.integer({ min: 0, max: 10_000_000 }).map((paise) => paise / 100);
/** Anything a careless caller might send as a discount. */
const looseNumber = fc.oneof(rupees, fc.double({ min: -1e6, max: 1e7 }), fc.constantFrom(null, undefined, NaN));

const pricingInput: fc.Arbitrary<PricingInput> = fc.record({
  originalUnitPrice: rupees,
  offeredPrice: fc.oneof(rupees, fc.constantFrom(null, undefined, 0)),
  quantity: fc.integer({ min: 1, max: 1000 }),
  discount: looseNumber,
  discountPercentage: fc.oneof(fc.double({ min: -50, max: 150, noNaN: true }), fc.constantFrom(null, undefined)),
  taxRate: fc.oneof(
    fc.double({ min: -10, max: 150, noNaN: true }),
    fc.constantFrom('18', '12.5', 'abc', null, undefined),
  ),
  taxAlreadyIncluded: fc.boolean(),
});

const moneyFields = [
  'originalUnitPrice',
  'offeredPrice',
  'unitPrice',
  'originalSubtotal',
  'offeredSubtotal',
  'discount',
  'subtotalAfterDiscount',
  'preTaxTotal',
  'taxableAmount',
  'taxAmount',
  'totalAfterTax',
  'basePriceBeforeTax',
] as const satisfies readonly (keyof PricingResult)[];

const fromResult = (r: PricingResult): PricingInput => ({
  originalUnitPrice: r.originalUnitPrice,
  offeredPrice: r.offeredPrice,
  quantity: r.quantity,
  discount: r.discount,
  discountPercentage: r.discountPercentage,
  taxRate: r.taxRate,
  taxAlreadyIncluded: r.taxAlreadyIncluded,
});

const property = (check: (r: PricingResult, input: PricingInput) => void) => () =>
  fc.assert(fc.property(pricingInput, (input) => check(calculatePricing(input), input)));

describe('calculatePricing properties', () => {
  it(
    'never answers a negative amount',
    property((r) => {
      for (const field of moneyFields) expect(r[field]).toBeGreaterThanOrEqual(0);
      expect(r.discountPercentage).toBeGreaterThanOrEqual(0);
      expect(r.discountPercentage).toBeLessThanOrEqual(100);
    }),
  );

  it(
    'never discounts more than the offered subtotal',
    property((r) => {
      expect(r.discount).toBeLessThanOrEqual(r.offeredSubtotal);
      expect(toPaise(r.subtotalAfterDiscount)).toBe(toPaise(r.offeredSubtotal) - toPaise(r.discount));
    }),
  );

  it(
    'keeps a tax-included total equal to the discounted subtotal, split into taxable plus tax',
    property((r) => {
      if (!r.taxAlreadyIncluded) return;
      expect(r.totalAfterTax).toBe(r.subtotalAfterDiscount);
      expect(toPaise(r.taxableAmount) + toPaise(r.taxAmount)).toBe(toPaise(r.totalAfterTax));
      expect(r.isTaxIncluded).toBe(true);
      expect(r.isTaxAdded).toBe(false);
    }),
  );

  it(
    'adds tax on top: total equals pre-tax plus the rounded tax',
    property((r) => {
      if (r.taxAlreadyIncluded) return;
      expect(r.preTaxTotal).toBe(r.subtotalAfterDiscount);
      expect(r.taxAmount).toBe(toPaise((r.preTaxTotal * r.taxRate) / 100) / 100);
      expect(toPaise(r.totalAfterTax)).toBe(toPaise(r.preTaxTotal) + toPaise(r.taxAmount));
      expect(r.isTaxAdded).toBe(r.taxAmount > 0);
    }),
  );

  it(
    'uses the offered price when above 0, else the original unit price',
    property((r, input) => {
      const offered = input.offeredPrice ?? 0;
      expect(r.offeredPrice).toBe(offered > 0 ? offered : input.originalUnitPrice);
      expect(r.unitPrice).toBe(r.offeredPrice);
      expect(toPaise(r.offeredSubtotal)).toBe(toPaise(r.offeredPrice) * r.quantity);
    }),
  );

  it(
    'gives the same amounts when re-priced from its own result',
    property((r) => {
      const again = calculatePricing(fromResult(r));
      const { discountPercentage } = again;
      expect(again).toEqual({ ...r, discountPercentage });
      // A percentage discount round-trips exactly once the subtotal is at least ₹100.
      if (r.offeredSubtotal >= 100) expect(discountPercentage).toBe(r.discountPercentage);
      expect(calculatePricing(fromResult(again))).toEqual(again);
    }),
  );

  it(
    'answers at most 2 decimals everywhere',
    property((r) => {
      for (const value of Object.values(r)) {
        if (typeof value === 'number') expect(toPaise(value) / 100).toBe(value);
      }
    }),
  );

  it('rejects every negative offered price and non-positive-integer quantity', () => {
    fc.assert(
      fc.property(pricingInput, fc.double({ max: -Number.MIN_VALUE, noNaN: true }), (input, negative) => {
        expect(() => calculatePricing({ ...input, offeredPrice: negative })).toThrow(PricingError);
        expect(() => calculatePricing({ ...input, quantity: negative })).toThrow(PricingError);
      }),
    );
  });
});
