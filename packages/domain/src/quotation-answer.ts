import { z } from 'zod';
import { vehicleSummarySchema } from './vehicle';
import { followUpStatuses, quotationStatuses, revisionKinds } from './quotation';
import { serviceSummarySchema } from './service';

export const pricingResultSchema = z.object({
  originalUnitPrice: z.number(),
  offeredPrice: z.number(),
  quantity: z.number(),
  originalSubtotal: z.number(),
  offeredSubtotal: z.number(),
  discount: z.number(),
  discountPercentage: z.number(),
  subtotalAfterDiscount: z.number(),
  preTaxTotal: z.number(),
  taxRate: z.number(),
  taxableAmount: z.number(),
  taxAmount: z.number(),
  totalAfterTax: z.number(),
  taxAlreadyIncluded: z.boolean(),
  isTaxIncluded: z.boolean(),
  isTaxAdded: z.boolean(),
  basePriceBeforeTax: z.number(),
  unitPrice: z.number(),
});

/** One entry of the follow-up history (spec section 3), with the pricing it left in place. */
export const followUpEntrySchema = z.object({
  _id: z.string(),
  newPrice: z.number().nullable(),
  offeredPrice: z.number(),
  unitPrice: z.number(),
  quantity: z.number(),
  discount: z.number(),
  discountPercentage: z.number(),
  taxRate: z.number(),
  taxAlreadyIncluded: z.boolean(),
  followUpNote: z.string().nullable(),
  note: z.string().nullable(),
  status: z.string(),
  date: z.string(),
  createdAt: z.string(),
});
export type FollowUpEntry = z.infer<typeof followUpEntrySchema>;

/** Money in `changes` is in rupees. */
export const revisionSchema = z.object({
  version: z.number(),
  kind: z.enum(revisionKinds),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  note: z.string().nullable(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type QuotationRevision = z.infer<typeof revisionSchema>;

export const quotationSchema = z.object({
  _id: z.string(),
  __v: z.number(),
  /** The owner's id. */
  user: z.string(),
  userId: z.object({ _id: z.string(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  serviceId: serviceSummarySchema,
  /** The vehicle or item the request is about, when the customer named one. */
  vehicle: vehicleSummarySchema.nullable(),
  quantity: z.number(),
  description: z.string(),
  details: z.string(),
  modification: z.string(),
  /** What the customer said they expect to pay per unit. */
  quotationPrice: z.number().nullable(),
  quotationStatus: z.enum(quotationStatuses),
  followUpStatus: z.enum(followUpStatuses),
  followUpNote: z.string().nullable(),
  followUpRequired: z.boolean(),
  followUpHistory: z.array(followUpEntrySchema).optional(),
  /**
   * A follow-up entry whose status is Sent or Followed-Up exists: a Rejected quotation can then be
   * accepted (see quotationActionProblem).
   */
  hasFollowUp: z.boolean(),
  /**
   * The customer changed quantity or details since the workshop last answered (an admin edit or a
   * follow-up): it cannot be accepted until the workshop answers (see quotationActionProblem).
   */
  awaitingWorkshop: z.boolean(),
  /**
   * The workshop has priced it (an edit or a follow-up of theirs exists). Until then the prices are
   * the service's list price and the customer's expected price (quotationPrice) is what they offered.
   */
  workshopPriced: z.boolean(),
  /** The service's list price when the quotation was made. */
  unitPrice: z.number(),
  basePrice: z.number(),
  offeredPrice: z.number(),
  /** The latest follow-up price, if any. */
  newPrice: z.number().nullable(),
  discount: z.number(),
  discountPercentage: z.number(),
  taxRate: z.number(),
  taxAlreadyIncluded: z.boolean(),
  taxAlreadyApplied: z.boolean(),
  offeredSubtotal: z.number(),
  preTaxTotal: z.number(),
  taxAmount: z.number(),
  totalAfterTax: z.number(),
  totalAmount: z.number(),
  finalPrice: z.number(),
  /** The advance asked as a percentage of the total (null: asked as an amount, or none). */
  advancePercentage: z.number().nullable(),
  /** The advance asked as an amount in rupees (null: asked as a percentage, or none). */
  advanceAmount: z.number().nullable(),
  /** The advance due on acceptance, in whole rupees (0: none). */
  advanceDue: z.number(),
  priceDetails: pricingResultSchema,
  isConvertedToOrder: z.boolean(),
  orderId: z.string().nullable(),
  revisions: z.array(revisionSchema).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationListAnswer = z.object({
  quotations: z.array(quotationSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalQuotations: z.number().int(),
  total: z.number().int(),
});
export type QuotationListAnswer = z.infer<typeof quotationListAnswer>;

/** Answer of request, update and follow-up. */
export const quotationChangedAnswer = z.object({ message: z.string(), quotation: quotationSchema });
export type QuotationChangedAnswer = z.infer<typeof quotationChangedAnswer>;

export const quotationActionAnswer = z.object({
  message: z.string(),
  quotationId: z.string(),
  orderId: z.string().nullable(),
  newStatus: z.enum(quotationStatuses),
});
export type QuotationActionAnswer = z.infer<typeof quotationActionAnswer>;

export const quotationDeletedAnswer = z.object({ message: z.string() });

export const quotationStatsAnswer = z.object({
  total: z.number().int(),
  byStatus: z.object({
    Pending: z.number().int(),
    Accepted: z.number().int(),
    Rejected: z.number().int(),
    Revised: z.number().int(),
  }),
  /** Accepted as a percentage of all quotations (0–100, 2 decimals). */
  conversionRate: z.number(),
  /** Sum of every quotation's total after tax, in rupees. */
  quotedValue: z.number(),
  /** Sum of the accepted quotations' totals after tax, in rupees. */
  acceptedValue: z.number(),
  /** Quotations waiting for the workshop's answer (requested or changed by the customer, not answered). */
  awaitingWorkshop: z.number().int(),
  /** Quotations created in the last 30 days, how many of them became orders, and that share (percent, 2 decimals). */
  last30Days: z.object({ requested: z.number().int(), converted: z.number().int(), conversionRate: z.number() }),
});
export type QuotationStats = z.infer<typeof quotationStatsAnswer>;
