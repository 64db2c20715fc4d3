import type { PricingInput, PricingResult } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { QuotationStatus, UpdateQuotationBody } from '@karigar/domain/quotation';

/** The admin edit form as typed (text, so a field may be empty while typing). */
export interface EditValues {
  offeredPrice: string;
  quantity: string;
  discountPercent: string;
  discountAmount: string;
  /** Which discount field the admin typed in last; null while they have not touched either. */
  discountMode: 'percent' | 'amount' | null;
  taxRate: string;
  taxIncluded: boolean;
  description: string;
  status: QuotationStatus;
  /** The advance asked: a percentage or an amount in rupees ('' for none); typing one clears the other. */
  advancePercent: string;
  advanceAmount: string;
}

export function initialEditValues(q: Quotation): EditValues {
  return {
    offeredPrice: String(q.offeredPrice),
    quantity: String(q.quantity),
    discountPercent: String(q.discountPercentage),
    discountAmount: String(q.discount),
    discountMode: null,
    taxRate: String(q.taxRate),
    taxIncluded: q.taxAlreadyIncluded,
    description: q.description,
    status: q.quotationStatus,
    advancePercent: q.advancePercentage === null ? '' : String(q.advancePercentage),
    advanceAmount: q.advanceAmount === null ? '' : String(q.advanceAmount),
  };
}

/** A number typed in a field; empty or unreadable is NaN (the engine rejects it). */
export const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
const typedOrZero = (text: string): number => (text.trim() === '' ? 0 : Number(text));

/** Percent fields (discount, tax) are held within 0–100 while typing. */
export function clampPercentText(text: string): string {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return text;
  if (value > 100) return '100';
  if (value < 0) return '0';
  return text;
}

/**
 * The discount the form means. Untouched, it keeps the quotation's own discount while the price
 * and quantity stay as they are, and keeps its percentage when they change.
 */
function discountOf(q: Quotation, v: EditValues): Pick<PricingInput, 'discount' | 'discountPercentage'> {
  if (v.discountMode === 'amount') return { discount: typedOrZero(v.discountAmount), discountPercentage: 0 };
  if (v.discountMode === 'percent') return { discount: 0, discountPercentage: typedOrZero(v.discountPercent) };
  const sameBase = typedNumber(v.offeredPrice) === q.offeredPrice && typedNumber(v.quantity) === q.quantity;
  return sameBase
    ? { discount: q.discount, discountPercentage: q.discountPercentage }
    : { discount: 0, discountPercentage: q.discountPercentage };
}

/** What the pricing engine prices for the live preview and the save check. */
export function pricingInputOf(q: Quotation, v: EditValues): PricingInput {
  return {
    originalUnitPrice: q.unitPrice,
    offeredPrice: typedNumber(v.offeredPrice),
    quantity: typedNumber(v.quantity),
    ...discountOf(q, v),
    taxRate: v.taxRate.trim() === '' ? undefined : Number(v.taxRate),
    taxAlreadyIncluded: v.taxIncluded,
  };
}

/** The PUT body: the edited inputs (never totals) and the version the edit started from. */
export function editBodyOf(q: Quotation, v: EditValues, pricing: PricingResult): UpdateQuotationBody {
  const body: UpdateQuotationBody = {
    offeredPrice: typedNumber(v.offeredPrice),
    quantity: typedNumber(v.quantity),
    taxRate: pricing.taxRate,
    taxAlreadyIncluded: v.taxIncluded,
    description: v.description,
    quotationStatus: v.status,
    __v: q.__v,
  };
  // The advance is sent only when changed (0 clears it).
  const advance = { advancePercentage: typedOrZero(v.advancePercent), advanceAmount: typedOrZero(v.advanceAmount) };
  if (advance.advancePercentage !== (q.advancePercentage ?? 0) || advance.advanceAmount !== (q.advanceAmount ?? 0))
    Object.assign(body, advance);
  const discount = discountOf(q, v);
  if (v.discountMode === 'amount') body.discount = discount.discount ?? 0;
  else if (v.discountMode === 'percent' || discount.discount === 0)
    body.discountPercentage = discount.discountPercentage ?? 0;
  return body;
}
