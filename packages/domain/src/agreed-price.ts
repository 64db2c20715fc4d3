import type { PricingInput } from './pricing';
import { DEFAULT_TAX_RATE } from './tax-rate';

/** A quotation's pricing inputs in rupees, as its answer carries them. */
export interface QuotationPriceFields {
  unitPrice: number;
  offeredPrice: number;
  quantity: number;
  discount: number;
  discountPercentage: number;
  taxRate: number;
  taxAlreadyIncluded: boolean;
}

/**
 * What the pricing engine prices when a quotation is accepted: the server prices the new order
 * from these inputs, and the customer's confirmation names the same total before they accept.
 */
export const quotationPricingInput = (q: QuotationPriceFields): PricingInput => ({
  originalUnitPrice: q.unitPrice,
  offeredPrice: q.offeredPrice,
  quantity: q.quantity,
  discount: q.discount,
  discountPercentage: q.discountPercentage,
  taxRate: q.taxRate,
  taxAlreadyIncluded: q.taxAlreadyIncluded,
});

/** A service booked at its list price: the quantity at that price, with GST at the default rate added. */
export const listPriceInput = (unitPrice: number, quantity: number): PricingInput => ({
  originalUnitPrice: unitPrice,
  quantity,
  taxRate: DEFAULT_TAX_RATE,
});
