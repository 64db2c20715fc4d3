import { z } from 'zod';
import { vehicleSummarySchema } from './vehicle';
import { serviceUnits } from './service';
import { invoiceSchema } from './invoice';
import { paymentProviders } from './payment';
import { pricingResultSchema } from './quotation-answer';
import { orderStatuses, orderOrigins, orderPaymentStatuses } from './order';

// The orders API's answers: the order itself, its lists and stats.

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
  /** The advance asked before work starts, in rupees (0: none), fixed when the order was made. */
  advance: z.number(),
  /** What is still due of the advance: the advance less amountPaid, never below 0. */
  advanceDue: z.number(),
  invoice: invoiceSchema.nullable(),
  /** The recipient's GSTIN (a B2B invoice) and the place of supply's state code; null: none, the workshop's state. */
  customerGstin: z.string().nullable().optional(),
  placeOfSupply: z.string().nullable().optional(),
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
