import { roundRupees } from './money';

type StoredAmount = number | string | null | undefined;

/** The order fields the displayed total is read from (numbers or numeric strings). */
export interface OrderTotalFields {
  totalPrice?: StoredAmount;
  pricingSnapshot?: { totalAfterTax?: StoredAmount } | null;
  preTaxTotal?: StoredAmount;
  subtotalAfterDiscount?: StoredAmount;
  taxAmount?: StoredAmount;
  taxAlreadyIncluded?: boolean | null;
  totalAmount?: StoredAmount;
}

const positiveAmount = (value: StoredAmount): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/**
 * Spec section 9: the first positive of totalPrice, pricingSnapshot.totalAfterTax, pre-tax total
 * (or subtotal after discount) plus tax, totalAmount; else 0. Rounded to 2 decimals.
 */
export function displayOrderTotal(order: OrderTotalFields): number {
  const tax = positiveAmount(order.taxAmount) ?? 0;
  const preTax = positiveAmount(order.preTaxTotal);
  const subtotal = positiveAmount(order.subtotalAfterDiscount);
  const fromParts =
    preTax !== null ? preTax + tax : subtotal !== null ? subtotal + (order.taxAlreadyIncluded ? 0 : tax) : null;
  const total =
    positiveAmount(order.totalPrice) ??
    positiveAmount(order.pricingSnapshot?.totalAfterTax) ??
    fromParts ??
    positiveAmount(order.totalAmount) ??
    0;
  return roundRupees(total);
}
