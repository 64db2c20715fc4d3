import { errorText, type ErrorCode, type ErrorParams } from './error-codes';
import { formatInr, mulDivRound, roundRupees, toPaise, toRupees } from './money';
import { clampPercent, normalizeTaxRate, type TaxRateLogger } from './tax-rate';

/** Unit price the order and quotation detail views show when no price is known. */
export const FALLBACK_UNIT_PRICE = 1000;
/** Largest subtotal (rupees) the engine prices; keeps paise arithmetic exact. */
export const MAX_SUBTOTAL = 1_000_000_000;

const BASIS = 10_000; // percent with 2 decimals, in basis points

/** Why the engine refuses to price (a code of error-codes.ts). */
export type PricingProblemCode = Extract<
  ErrorCode,
  | 'OFFERED_PRICE_INVALID'
  | 'QUANTITY_INVALID'
  | 'ORIGINAL_PRICE_INVALID'
  | 'AMOUNT_TOO_LARGE'
  | 'FINAL_PRICE_NOT_POSITIVE'
  | 'DISCOUNT_EXCEEDS_SUBTOTAL'
>;

/** A refusal of the engine: its code, the values its text names, and the English text as the message. */
export class PricingError extends Error {
  override readonly name = 'PricingError';
  constructor(
    readonly code: PricingProblemCode,
    readonly params: ErrorParams = {},
  ) {
    super(errorText(code, params));
  }
}

/** What the engine prices. Money in rupees; every field is checked at run time. */
export interface PricingInput {
  originalUnitPrice: number;
  /** Per-unit price the workshop offers; null, missing or 0 means the original unit price. */
  offeredPrice?: number | null;
  quantity: number;
  /** Discount amount in rupees; wins over the percentage when above 0. */
  discount?: number | null;
  /** Discount in percent of the offered subtotal, used when no amount is given. */
  discountPercentage?: number | null;
  /** Percent; a number or numeric string, else 18 (see normalizeTaxRate). */
  taxRate?: unknown;
  taxAlreadyIncluded?: boolean;
}

/** Spec "Pricing result" (plus subtotalAfterDiscount). Money in rupees with at most 2 decimals. */
export interface PricingResult {
  /** The service's (catalogue) price per unit. */
  originalUnitPrice: number;
  /** Effective per-unit price: the offered price, or the original when none/0 was offered. */
  offeredPrice: number;
  quantity: number;
  /** originalUnitPrice × quantity. */
  originalSubtotal: number;
  /** offeredPrice × quantity. */
  offeredSubtotal: number;
  /** Discount amount actually applied: 0 ≤ discount ≤ offeredSubtotal. */
  discount: number;
  /** Discount in percent of offeredSubtotal (0–100, 2 decimals). */
  discountPercentage: number;
  /** offeredSubtotal − discount: what the customer is charged when tax is already included. */
  subtotalAfterDiscount: number;
  /** Tax-exclusive amount after discount (equals taxableAmount). */
  preTaxTotal: number;
  /** Normalized tax rate in percent (0–100). */
  taxRate: number;
  /** Amount tax is charged on. */
  taxableAmount: number;
  taxAmount: number;
  /** What the customer pays: taxableAmount + taxAmount. */
  totalAfterTax: number;
  taxAlreadyIncluded: boolean;
  /** Same as taxAlreadyIncluded. */
  isTaxIncluded: boolean;
  /** Tax was added on top of the price (not included and above 0). */
  isTaxAdded: boolean;
  /** Price before tax (equals taxableAmount). */
  basePriceBeforeTax: number;
  /** Effective per-unit price (same as offeredPrice). */
  unitPrice: number;
}

const isNonNegativeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function resolveDiscount(input: PricingInput, subtotal: number): { discount: number; percentage: number } {
  if (subtotal === 0) return { discount: 0, percentage: 0 };
  const amount = isNonNegativeNumber(input.discount) ? toPaise(input.discount) : 0;
  if (amount > 0) {
    const discount = Math.min(amount, subtotal);
    return { discount, percentage: mulDivRound(discount, BASIS, subtotal) / 100 };
  }
  const basisPoints = toPaise(clampPercent(input.discountPercentage ?? 0)); // hundredths of a percent
  return { discount: mulDivRound(subtotal, basisPoints, BASIS), percentage: basisPoints / 100 };
}

/** Prices a quotation or order (spec section 5 "Pricing calculation"); throws PricingError. */
export function calculatePricing(input: PricingInput, log?: TaxRateLogger): PricingResult {
  const { offeredPrice, quantity } = input;
  if (!isNonNegativeNumber(input.originalUnitPrice)) {
    throw new PricingError('ORIGINAL_PRICE_INVALID');
  }
  if (offeredPrice !== null && offeredPrice !== undefined && !isNonNegativeNumber(offeredPrice)) {
    throw new PricingError('OFFERED_PRICE_INVALID');
  }
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new PricingError('QUANTITY_INVALID');
  }
  const originalUnit = toPaise(input.originalUnitPrice);
  const offeredUnit = offeredPrice ? toPaise(offeredPrice) : 0;
  const unit = offeredUnit > 0 ? offeredUnit : originalUnit;
  const offeredSubtotal = unit * quantity;
  const originalSubtotal = originalUnit * quantity;
  if (Math.max(offeredSubtotal, originalSubtotal) > MAX_SUBTOTAL * 100) {
    throw new PricingError('AMOUNT_TOO_LARGE', { max: formatInr(MAX_SUBTOTAL) });
  }

  const taxRate = normalizeTaxRate(input.taxRate, log);
  const rate = toPaise(taxRate); // basis points
  const included = input.taxAlreadyIncluded === true;
  const { discount, percentage } = resolveDiscount(input, offeredSubtotal);
  const afterDiscount = offeredSubtotal - discount;
  const taxable = included ? mulDivRound(afterDiscount, BASIS, BASIS + rate) : afterDiscount;
  const tax = included ? afterDiscount - taxable : mulDivRound(afterDiscount, rate, BASIS);

  return {
    originalUnitPrice: toRupees(originalUnit),
    offeredPrice: toRupees(unit),
    quantity,
    originalSubtotal: toRupees(originalSubtotal),
    offeredSubtotal: toRupees(offeredSubtotal),
    discount: toRupees(discount),
    discountPercentage: percentage,
    subtotalAfterDiscount: toRupees(afterDiscount),
    preTaxTotal: toRupees(taxable),
    taxRate,
    taxableAmount: toRupees(taxable),
    taxAmount: toRupees(tax),
    totalAfterTax: toRupees(taxable + tax),
    taxAlreadyIncluded: included,
    isTaxIncluded: included,
    isTaxAdded: !included && tax > 0,
    basePriceBeforeTax: toRupees(taxable),
    unitPrice: toRupees(unit),
  };
}

export type QuotationEditCheck = { ok: true; pricing: PricingResult } | { ok: false; problem: PricingError };

/**
 * The save-time checks of the quotation edit form (spec section 5), shared by the form and the
 * server: prices the input and rejects a discount above the subtotal or a final total ≤ 0.
 */
export function validateQuotationEdit(input: PricingInput, log?: TaxRateLogger): QuotationEditCheck {
  let pricing: PricingResult;
  try {
    pricing = calculatePricing(input, log);
  } catch (error) {
    if (error instanceof PricingError) return { ok: false, problem: error };
    throw error;
  }
  const requested = isNonNegativeNumber(input.discount) ? roundRupees(input.discount) : 0;
  if (requested > pricing.offeredSubtotal) {
    const amounts = { discount: formatInr(requested), subtotal: formatInr(pricing.offeredSubtotal) };
    return { ok: false, problem: new PricingError('DISCOUNT_EXCEEDS_SUBTOTAL', amounts) };
  }
  if (pricing.totalAfterTax <= 0) {
    return { ok: false, problem: new PricingError('FINAL_PRICE_NOT_POSITIVE') };
  }
  return { ok: true, pricing };
}
