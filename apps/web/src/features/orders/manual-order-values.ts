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
