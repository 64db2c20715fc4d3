import { quotationPricingInput } from '@karigar/domain/agreed-price';
import { toPaise, toRupees } from '@karigar/domain/money';
import {
  calculatePricing,
  validateQuotationEdit,
  type PricingInput,
  type PricingResult,
} from '@karigar/domain/pricing';
import type { QuotationRow } from '../../db/schema/quotations';
import { badRequest } from '../../plugins/errors';

/** The stored pricing inputs of a quotation. */
export type PricedColumns = Pick<
  QuotationRow,
  | 'unitPricePaise'
  | 'offeredPricePaise'
  | 'quantity'
  | 'discountPaise'
  | 'discountPercentage'
  | 'taxRate'
  | 'taxAlreadyIncluded'
  | 'totalAfterTaxPaise'
>;

/** Pricing inputs an edit or a follow-up may change (rupees); missing ones keep their stored value. */
export interface PricingEdit {
  offeredPrice?: number | undefined;
  quantity?: number | undefined;
  discount?: number | undefined;
  discountPercentage?: number | undefined;
  taxRate?: number | undefined;
  taxAlreadyIncluded?: boolean | undefined;
}

function pricingInputOf(row: Omit<PricedColumns, 'totalAfterTaxPaise'>): PricingInput {
  return quotationPricingInput({
    unitPrice: toRupees(row.unitPricePaise),
    offeredPrice: toRupees(row.offeredPricePaise),
    quantity: row.quantity,
    discount: toRupees(row.discountPaise),
    discountPercentage: row.discountPercentage,
    taxRate: row.taxRate,
    taxAlreadyIncluded: row.taxAlreadyIncluded,
  });
}

/** Every total of a stored quotation, recomputed by the engine from its inputs. */
export function priceQuotation(row: Omit<PricedColumns, 'totalAfterTaxPaise'>): PricingResult {
  return calculatePricing(pricingInputOf(row));
}

/**
 * The columns to store for a priced quotation. A discount amount (above 0) wins over the
 * percentage, so it is kept only when one was given; otherwise the percentage is.
 */
export function pricedColumns(pricing: PricingResult, discountAmount: number): Omit<PricedColumns, 'unitPricePaise'> {
  return {
    offeredPricePaise: toPaise(pricing.offeredPrice),
    quantity: pricing.quantity,
    discountPaise: discountAmount > 0 ? toPaise(pricing.discount) : 0,
    discountPercentage: pricing.discountPercentage,
    taxRate: pricing.taxRate,
    taxAlreadyIncluded: pricing.taxAlreadyIncluded,
    totalAfterTaxPaise: toPaise(pricing.totalAfterTax),
  };
}

/**
 * Re-prices a quotation with an edit, under the edit form's save rules (spec section 5): a
 * discount above the subtotal or a total of 0 or less is a 400 with the spec's text. Giving only a
 * percentage switches to percentage mode (the stored amount is dropped); giving only an amount
 * replaces the percentage.
 */
export function repriceQuotation(row: PricedColumns, edit: PricingEdit): Omit<PricedColumns, 'unitPricePaise'> {
  const current = pricingInputOf(row);
  const discount = edit.discount ?? (edit.discountPercentage !== undefined ? 0 : (current.discount ?? 0));
  const discountPercentage = edit.discountPercentage ?? (edit.discount !== undefined ? 0 : current.discountPercentage);
  const check = validateQuotationEdit({
    originalUnitPrice: current.originalUnitPrice,
    offeredPrice: edit.offeredPrice ?? current.offeredPrice,
    quantity: edit.quantity ?? current.quantity,
    discount,
    discountPercentage,
    taxRate: edit.taxRate ?? current.taxRate,
    taxAlreadyIncluded: edit.taxAlreadyIncluded ?? current.taxAlreadyIncluded,
  });
  if (!check.ok) throw badRequest(check.problem.code, { params: check.problem.params });
  return pricedColumns(check.pricing, discount);
}
