import { describe, expect, it } from 'vitest';
import { displayOrderTotal, type OrderTotalFields } from './order-total';

const cases: [string, OrderTotalFields, number][] = [
  [
    'prefers totalPrice',
    { totalPrice: 1180, pricingSnapshot: { totalAfterTax: 999 }, preTaxTotal: 500, taxAmount: 90, totalAmount: 1 },
    1180,
  ],
  [
    'then the pricing snapshot total after tax',
    { totalPrice: null, pricingSnapshot: { totalAfterTax: 2124 }, preTaxTotal: 500, totalAmount: 1 },
    2124,
  ],
  [
    'then the pre-tax total plus tax',
    { pricingSnapshot: null, preTaxTotal: 1000, taxAmount: 180, totalAmount: 1 },
    1180,
  ],
  ['then the subtotal after discount plus tax', { subtotalAfterDiscount: 900, taxAmount: 162, totalAmount: 1 }, 1062],
  [
    'does not add tax to a subtotal that already includes it',
    { subtotalAfterDiscount: 1180, taxAmount: 180, taxAlreadyIncluded: true },
    1180,
  ],
  ['takes a pre-tax total without tax as it is', { preTaxTotal: 1000 }, 1000],
  ['then totalAmount', { totalPrice: undefined, taxAmount: 180, totalAmount: 750 }, 750],
  [
    'skips zero and unreadable values',
    { totalPrice: 0, pricingSnapshot: { totalAfterTax: 'n/a' }, totalAmount: 500 },
    500,
  ],
  ['reads numeric strings', { totalPrice: '1234.5' }, 1234.5],
  ['rounds to 2 decimals', { preTaxTotal: 0.1, taxAmount: 0.2 }, 0.3],
  ['answers 0 when nothing is known', {}, 0],
];

describe('displayOrderTotal', () => {
  it.each(cases)('%s', (_name, order, expected) => {
    expect(displayOrderTotal(order)).toBe(expected);
  });
});
