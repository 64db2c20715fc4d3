import { z } from 'zod';
import { optionalVehicleId, vehicleSummarySchema } from './vehicle';
import { serviceUnits } from './service';
import { issueCode } from './error-codes';
import { invoiceSchema } from './invoice';
import { paymentProviders } from './payment';
import { MAX_SUBTOTAL } from './pricing';
import { pricingResultSchema } from './quotation-answer';
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
export const manualOrderBody = z.object({
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
});
export type ManualOrderBody = z.input<typeof manualOrderBody>;

/** POST /api/orders/request-service (customer): priced at the service's list price, tax 18 %. */
export const requestServiceBody = z.object({
  serviceId: z.string().trim().min(1, issueCode('SERVICE_REQUIRED')),
  quantity: quantity.default(1),
  details: details.optional(),
});
export type RequestServiceBody = z.input<typeof requestServiceBody>;

export const orderIdParams = z.object({ id: z.string() });

// ---- Answers ----

const actorSchema = z.object({ _id: z.string(), name: z.string() });

export const orderStatusChangeSchema = z.object({
  /** null for the order's first entry (created as Pending). */
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  actor: actorSchema.nullable(),
  createdAt: z.string(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** Money in rupees; times as ISO strings. */
export const orderSchema = z.object({
  _id: z.string(),
  /** Short human reference: the first 8 hex digits of the id, upper-case. */
  orderNumber: z.string(),
  /** Customer snapshot taken when the order was made. */
  name: z.string(),
  /** None for a walk-in customer without an email. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The customer's account as it is now. */
  user: z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  /** Service snapshot; price = list price per unit when the order was made. */
  service: z.object({ _id: z.string(), name: z.string(), price: z.number() }),
  /** The service's Marathi name when the order was made; empty when it had none. */
  serviceNameMr: z.string(),
  serviceId: z.string(),
  sacCode: z.string(),
  quantity: z.number().int(),
  /** The service's list price per unit. */
  unitPrice: z.number(),
  /** The per-unit price charged. */
  offeredPrice: z.number(),
  discount: z.number(),
  discountPercentage: z.number(),
  taxRate: z.number(),
  taxAlreadyIncluded: z.boolean(),
  subtotalBeforeDiscount: z.number(),
  subtotalAfterDiscount: z.number(),
  preTaxTotal: z.number(),
  taxAmount: z.number(),
  /** The total to pay (same as totalAmount and pricingSnapshot.totalAfterTax). */
  totalPrice: z.number(),
  totalAmount: z.number(),
  pricingSnapshot: pricingResultSchema,
  status: z.enum(orderStatuses),
  details: z.string(),
  /** The changes the customer asked for with their quotation ('' when none); shown under a label. */
  modification: z.string(),
  /** What the quantity counts (the service's unit when the order was made). */
  unit: z.enum(serviceUnits),
  origin: z.enum(orderOrigins),
  createdBy: actorSchema.nullable(),
  /** The vehicle or item worked on, when the order names one. */
  vehicle: vehicleSummarySchema.nullable(),
  quotationId: z.string().nullable(),
  quotation: z.object({ _id: z.string(), totalAfterTax: z.number(), quotationStatus: z.string() }).nullable(),
  paymentStatus: z.enum(orderPaymentStatuses),
  paymentInfo: z.object({
    status: z.enum(orderPaymentStatuses),
    paidAt: z.string().nullable(),
    razorpayPaymentId: z.string().nullable(),
    /** Same as razorpayPaymentId. */
    providerPaymentId: z.string().nullable(),
    failureReason: z.string().nullable(),
    amount: z.number(),
    /** The gateway the order was paid through ('sandbox': no real money); null while unpaid. */
    provider: z.enum(paymentProviders).nullable(),
  }),
  /** Rupees received towards the order (online and recorded payments, less voided ones). */
  amountPaid: z.number(),
  /** Rupees still to pay: the total less amountPaid, never below 0. */
  amountDue: z.number(),
  /** Money captured beyond what the order needs (a second payment, or one after it was cancelled), owed back. */
  refundDue: z.number(),
  invoice: invoiceSchema.nullable(),
  /** Oldest first; only in the detail answer. */
  statusHistory: z.array(orderStatusChangeSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type OrderPagination = z.infer<typeof orderPaginationSchema>;

export const orderListAnswer = z.object({
  orders: z.array(orderSchema),
  pagination: orderPaginationSchema,
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalOrders: z.number().int(),
});
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** Answer of the status change, the manual order and the service request. */
export const orderChangedAnswer = z.object({ message: z.string(), order: orderSchema });
export type OrderChangedAnswer = z.infer<typeof orderChangedAnswer>;

export const orderDeletedAnswer = z.object({ message: z.string() });
export type OrderDeletedAnswer = z.infer<typeof orderDeletedAnswer>;

const countPer = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/**
 * GET /api/orders/stats. Revenue = money received (paid, not voided payments, in rupees) by the day
 * it was paid in India; amountDue = what non-cancelled orders still owe.
 */
export const orderStatsAnswer = z.object({
  total: z.number().int(),
  byStatus: countPer(orderStatuses),
  byOrigin: countPer(orderOrigins),
  revenue: z.object({ today: z.number(), month: z.number(), all: z.number() }),
  /** Money still due on non-cancelled orders not fully paid, in rupees, and how many such orders. */
  amountDue: z.number(),
  unpaidOrders: z.number().int(),
  /** Money received per India day over the last 30 days, oldest first, every day present. */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: z.number() })),
  /** Top five services by money received (then by number of orders). */
  topServices: z.array(
    z.object({ _id: z.string(), name: z.string(), nameMr: z.string(), orders: z.number().int(), revenue: z.number() }),
  ),
});
export type OrderStats = z.infer<typeof orderStatsAnswer>;
