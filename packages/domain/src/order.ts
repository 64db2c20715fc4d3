import { z } from 'zod';
import { ADVANCE_BOTH_ISSUE, advanceFields, oneAdvanceWay } from './advance';
import { optionalVehicleId } from './vehicle';
import { optionalGstin } from './gstin';
import { issueCode } from './error-codes';
import { MAX_SUBTOTAL } from './pricing';
import { multiLineText, singleLineText } from './text';
import { pageParam } from './list-page';

export const orderStatuses = ['Pending', 'Confirmed', 'In Progress', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** user: from an accepted quotation; manual: made by an admin; service-request: a customer's direct request. */
export const orderOrigins = ['user', 'manual', 'service-request'] as const;
export type OrderOrigin = (typeof orderOrigins)[number];

export const orderPaymentStatuses = ['pending', 'paid', 'failed'] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

/** The order list's payment filter: paid, unpaid (nothing failed yet) or failed (the last online attempt failed). */
export const orderPaymentFilters = ['paid', 'unpaid', 'failed'] as const;
export type OrderPaymentFilter = (typeof orderPaymentFilters)[number];

/** Spec section 9: the order list sorts by these only; anything else is a 400. */
export const orderSortKeys = ['createdAt', 'customerName', 'totalPrice', 'status'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

export const ORDER_PAGE_SIZE = 10;
export const ORDER_MAX_LIMIT = 100;
export const ORDER_DETAILS_MAX = 5000;
export const ORDER_QUANTITY_MAX = 100_000;
export const ORDER_SEARCH_MAX = 200;
/**
 * The shortest search the orders list runs. Its search is matched through a trigram index, which a
 * text of one or two characters cannot use: such a search would read the whole table, so it is
 * refused with ORDER_SEARCH_TOO_SHORT, a hint to type more.
 */
export const ORDER_SEARCH_MIN = 3;
/**
 * A searched list counts its matches up to one more than this, so the count stays cheap on a large
 * table: a total of ORDER_SEARCH_COUNT_CAP + 1 means "more than ORDER_SEARCH_COUNT_CAP".
 */
export const ORDER_SEARCH_COUNT_CAP = 1_000;

/** Texts the orders API answers with (spec section 8 where it names them). */
export const orderMessages = {
  deleted: 'Order deleted successfully!',
  created: 'Order created successfully',
  serviceRequested: 'Service requested successfully',
  gstinSaved: 'GSTIN saved',
} as const;

export const orderStatusUpdatedMessage = (status: OrderStatus): string => `Order status updated to ${status}`;

/**
 * The short human reference of an order: the first 8 hex digits of its id, upper-case. The one
 * place it is computed, for the API, the web app, mails, PDFs and tests; a quotation is referred to
 * the same way.
 */
export const orderNumber = (id: string): string => id.slice(0, 8).toUpperCase();

/** The reference as texts write it: `#` and the order number (`#3F1C2A4E`). */
export const orderRef = (id: string): string => `#${orderNumber(id)}`;

/** A quotation's short reference, written as an order's (`#7D2F6A10`): what people see instead of its id. */
export const quotationRef = orderRef;

/** Trims a status and reads 'canceled' / 'cancelled' in any case as 'Cancelled'; other text is left as is. */
export function normaliseOrderStatus(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^cancell?ed$/i.test(text) ? 'Cancelled' : text;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * GET /api/orders and /api/orders/my. An unknown sortKey, origin or status is a 400; blank or 'all'
 * origin or status = every one.
 */
export const orderListQuery = z.object({
  page: pageParam,
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(ORDER_MAX_LIMIT).default(ORDER_PAGE_SIZE)),
  sortKey: z.preprocess(blankToUndefined, z.enum(orderSortKeys).default('createdAt')),
  sortOrder: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('desc')),
  search: z.preprocess(
    blankToUndefined,
    singleLineText().min(ORDER_SEARCH_MIN, issueCode('ORDER_SEARCH_TOO_SHORT')).max(ORDER_SEARCH_MAX).optional(),
  ),
  origin: z.preprocess(
    (v) => (blankToUndefined(v) === 'all' ? undefined : blankToUndefined(v)),
    z.enum(orderOrigins).optional(),
  ),
  payment: z.preprocess(
    (v) => (blankToUndefined(v) === 'all' ? undefined : blankToUndefined(v)),
    z.enum(orderPaymentFilters).optional(),
  ),
  status: z.preprocess(
    (v) => (blankToUndefined(v) === 'all' ? undefined : blankToUndefined(v)),
    z.enum(orderStatuses).optional(),
  ),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

const statusValue = z.preprocess(
  normaliseOrderStatus,
  z.enum(orderStatuses, { error: issueCode('ORDER_STATUS_INVALID') }),
);

/** The longest refund note a status change takes. */
export const ORDER_REFUND_NOTE_MAX = 1000;

/**
 * PATCH /api/orders/:id/status: `{ status }`, or `{ newStatus }` as the client actions name it, and
 * `refundNote` (blank = none), which cancelling an order with a payment on it requires
 * (see order-transitions.ts).
 */
export const orderStatusBody = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('status' in body) && 'newStatus' in body
      ? { ...body, status: body.newStatus }
      : body,
  z.object({
    status: statusValue,
    refundNote: z.preprocess(blankToUndefined, multiLineText().max(ORDER_REFUND_NOTE_MAX).optional()),
  }),
);
export type OrderStatusBody = z.input<typeof orderStatusBody>;

const quantity = z
  .number({ error: issueCode('QUANTITY_INVALID') })
  .int(issueCode('QUANTITY_INVALID'))
  .min(1, issueCode('QUANTITY_INVALID'))
  .max(ORDER_QUANTITY_MAX, issueCode('ORDER_QUANTITY_TOO_LARGE'));
const details = multiLineText().max(ORDER_DETAILS_MAX);

/**
 * POST /api/orders (admin). Totals are not inputs: the server prices the order with the engine from
 * the service's list price (or offeredPrice) and these fields; the engine checks the offered price.
 */
export const manualOrderBody = z
  .object({
    userId: z.string().trim().min(1, issueCode('CUSTOMER_REQUIRED')),
    serviceId: z.string().trim().min(1, issueCode('SERVICE_REQUIRED')),
    quantity,
    /** Per-unit price in rupees; missing, null or 0 = the service's list price. */
    offeredPrice: z.number().nullable().optional(),
    /** Rupees; wins over discountPercentage when above 0. */
    discount: z.number().min(0).max(MAX_SUBTOTAL).nullable().optional(),
    discountPercentage: z.number().min(0).max(100).nullable().optional(),
    /** Percent; 18 when missing. */
    taxRate: z.number().min(0).max(100).nullable().optional(),
    taxAlreadyIncluded: z.boolean().optional(),
    details: details.optional(),
    /** The customer's vehicle or item worked on; null or missing for none. */
    vehicleId: optionalVehicleId,
    /** The advance asked before work starts: a percentage of the total or an amount (0 for none). */
    ...advanceFields,
  })
  .refine(oneAdvanceWay, ADVANCE_BOTH_ISSUE);
export type ManualOrderBody = z.input<typeof manualOrderBody>;

/** POST /api/orders/request-service (customer): priced at the service's list price, tax 18 %. */
export const requestServiceBody = z.object({
  serviceId: z.string().trim().min(1, issueCode('SERVICE_REQUIRED')),
  quantity: quantity.default(1),
  details: details.optional(),
  /** The GSTIN to invoice this job to; missing = the one on the customer's profile, '' = none. */
  gstin: optionalGstin,
});
export type RequestServiceBody = z.input<typeof requestServiceBody>;

export const orderIdParams = z.object({ id: z.string() });

// ---- Answers ----
