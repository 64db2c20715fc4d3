import { z } from 'zod';
import { issueCode } from './error-codes';
import { ledgerKinds, ledgerMethods, refundStatuses } from './ledger';
import { pageParam } from './list-page';
import { orderSchema } from './order-answer';
import { PAYMENT_REASON_MAX } from './payment';
import { isCalendarDate, rupeeAmount } from './recorded-payment';
import { singleLineText } from './text';

/**
 * POST /api/orders/:id/refunds (admin): amount in rupees, at most what the order holds less what is
 * being refunded already; `paymentId` (the online payment refunded through the gateway) is needed
 * with the method 'online' and refused with any other.
 */
export const createRefundBody = z
  .object({
    amount: rupeeAmount,
    paymentId: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().optional()),
    method: z.enum(ledgerMethods, { error: issueCode('REFUND_METHOD_INVALID') }),
    reason: singleLineText(issueCode('REFUND_REASON_REQUIRED'))
      .min(1, issueCode('REFUND_REASON_REQUIRED'))
      .max(PAYMENT_REASON_MAX),
  })
  .refine((b) => (b.method === 'online') === (b.paymentId !== undefined), {
    error: issueCode('REFUND_PAYMENT_REQUIRED'),
    path: ['paymentId'],
  });
export type CreateRefundBody = z.input<typeof createRefundBody>;

const person = z.object({ _id: z.string(), name: z.string() });

/** One refund of an order; amount in rupees. */
export const refundSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  method: z.enum(ledgerMethods),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(refundStatuses),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** Who started it: admins only (null for the customer). */
  createdBy: person.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/orders/:id/refunds: newest first, with what may still be refunded (rupees). */
export const orderRefundsAnswer = z.object({ refunds: z.array(refundSchema), refundable: z.number() });
export type OrderRefundsAnswer = z.infer<typeof orderRefundsAnswer>;

/** Answer of starting a refund: the refund, and the order as it stands after it. */
export const refundCreatedAnswer = z.object({ message: z.string(), refund: refundSchema, order: orderSchema });
export type RefundCreatedAnswer = z.infer<typeof refundCreatedAnswer>;

export const refundMessages = {
  processed: 'Refund processed',
  pending: 'Refund started; the gateway will confirm it',
} as const;

export const LEDGER_PAGE_SIZE = 100;
export const LEDGER_MAX_LIMIT = 500;

const indiaDay = z
  .string({ error: issueCode('LEDGER_DATE_INVALID') })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: issueCode('LEDGER_DATE_INVALID'), abort: true })
  .refine(isCalendarDate, issueCode('LEDGER_DATE_INVALID'));

/** GET /api/ledger (admin): the rows of the India days from `from` to `to`, both included. */
export const ledgerQuery = z
  .object({
    from: indiaDay,
    to: indiaDay,
    method: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(ledgerMethods, { error: issueCode('REFUND_METHOD_INVALID') }).optional(),
    ),
    page: pageParam,
    limit: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce.number().int().min(1).max(LEDGER_MAX_LIMIT).default(LEDGER_PAGE_SIZE),
    ),
  })
  .refine((q) => q.from <= q.to, { error: issueCode('LEDGER_RANGE_INVALID'), path: ['to'] });
export type LedgerQuery = z.input<typeof ledgerQuery>;

/** One ledger row as the day book reads it; amount in rupees, positive in, negative out. */
export const ledgerRowSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderRef: z.string(),
  customerName: z.string(),
  kind: z.enum(ledgerKinds),
  method: z.enum(ledgerMethods),
  amount: z.number(),
  occurredAt: z.string(),
  providerId: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: person.nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** GET /api/ledger: one page of rows, oldest first, with the total count and sum (rupees) of the whole range. */
export const ledgerAnswer = z.object({
  rows: z.array(ledgerRowSchema),
  total: z.number(),
  sum: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type LedgerAnswer = z.infer<typeof ledgerAnswer>;
