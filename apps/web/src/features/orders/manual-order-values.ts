import { advanceAmountPaise, type AdvanceAsked } from '@karigar/domain/advance-amounts';
import type { ManualOrderBody } from '@karigar/domain/order';
import type { PricingProblemCode } from '@karigar/domain/pricing';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';

/** The manual order form as typed: numbers are text until sent. */
export interface ManualOrderValues {
  userId: string;
  serviceId: string;
  quantity: string;
  offeredPrice: string;
  discount: string;
  taxRate: string;
  taxAlreadyIncluded: boolean;
  details: string;
  /** The customer's vehicle or item ('' for none). */
  vehicleId: string;
  /** The advance asked before work starts: a percentage of the total or an amount, one at a time ('' for none). */
  advancePercentage: string;
  advanceAmount: string;
}

export const manualOrderFields = [
  'userId',
  'serviceId',
  'quantity',
  'offeredPrice',
  'discount',
  'taxRate',
  'taxAlreadyIncluded',
  'details',
  'vehicleId',
  'advancePercentage',
  'advanceAmount',
] as const satisfies readonly (keyof ManualOrderValues)[];

export const emptyManualOrder: ManualOrderValues = {
  userId: '',
  serviceId: '',
  quantity: '1',
  offeredPrice: '',
  discount: '0',
  taxRate: String(DEFAULT_TAX_RATE),
  taxAlreadyIncluded: false,
  details: '',
  vehicleId: '',
  advancePercentage: '',
  advanceAmount: '',
};

/** Blank → missing; anything else → a number (NaN when it is not one, which the checks reject). */
const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The request body for POST /api/orders (checked by the domain's manualOrderBody before sending). */
export function toManualOrderBody(values: ManualOrderValues): ManualOrderBody {
  return {
    userId: values.userId.trim(),
    serviceId: values.serviceId,
    quantity: amount(values.quantity) ?? Number.NaN,
    offeredPrice: amount(values.offeredPrice) ?? null,
    discount: amount(values.discount) ?? null,
    taxRate: amount(values.taxRate) ?? null,
    taxAlreadyIncluded: values.taxAlreadyIncluded,
    details: values.details.trim() || undefined,
    ...(values.vehicleId && { vehicleId: values.vehicleId }),
    advancePercentage: amount(values.advancePercentage),
    advanceAmount: amount(values.advanceAmount),
  };
}

/** The advance the form asks, as the server will store it (none while a field holds no positive number). */
export function advanceAskedOf(values: Pick<ManualOrderValues, 'advancePercentage' | 'advanceAmount'>): AdvanceAsked {
  const percentage = amount(values.advancePercentage) ?? 0;
  const rupees = amount(values.advanceAmount) ?? 0;
  return {
    percentage: percentage > 0 ? percentage : null,
    amountPaise: Number.isFinite(rupees) ? advanceAmountPaise(rupees) : null,
  };
}

/** Bundle keys of the pricing engine's problems, for the live preview. */
export const pricingProblemKeys = {
  OFFERED_PRICE_INVALID: 'orders.manual.problems.invalidOfferedPrice',
  QUANTITY_INVALID: 'orders.manual.problems.invalidQuantity',
  ORIGINAL_PRICE_INVALID: 'orders.manual.problems.invalidOriginalPrice',
  AMOUNT_TOO_LARGE: 'orders.manual.problems.amountTooLarge',
  FINAL_PRICE_NOT_POSITIVE: 'orders.manual.problems.finalPriceNotPositive',
  DISCOUNT_EXCEEDS_SUBTOTAL: 'orders.manual.problems.discountExceedsSubtotal',
} as const satisfies Record<PricingProblemCode, string>;
