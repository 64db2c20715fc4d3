import { z } from 'zod';
import { issueCode } from './error-codes';
import { MAX_SUBTOTAL } from './pricing';
import { paymentProviders, paymentRecordStatuses } from './payment';
import { orderSchema } from './order-answer';
import { singleLineText } from './text';

/** How a payment an admin records reached the workshop ('upi': UPI straight to the shop's account). */
export const recordedPaymentMethods = ['cash', 'upi', 'bank_transfer', 'cheque'] as const;
export type RecordedPaymentMethod = (typeof recordedPaymentMethods)[number];

/** The English name of each method, for mails and activity sentences. */
export const recordedMethodNames: Record<RecordedPaymentMethod, string> = {
  cash: 'cash',
  upi: 'UPI to the shop',
  bank_transfer: 'bank transfer',
  cheque: 'cheque',
};

export const PAYMENT_REFERENCE_MAX = 100;
export const VOID_REASON_MAX = 500;

/** Texts the recorded-payment API answers with. */
export const recordedPaymentMessages = {
  recorded: 'Payment recorded',
  voided: 'Payment voided',
} as const;

/** The calendar date (YYYY-MM-DD) in India of an instant: payment dates are the workshop's days. */
export function indiaDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);
}

/** An amount of money in rupees: above zero, whole paise. */
export const rupeeAmount = z
  .number({ error: issueCode('AMOUNT_NOT_POSITIVE') })
  .gt(0, issueCode('AMOUNT_NOT_POSITIVE'))
  .max(MAX_SUBTOTAL, issueCode('AMOUNT_OVER_DUE'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, issueCode('AMOUNT_TOO_PRECISE'));

/** The first day a payment can be dated: the workshop's records start after it. */
export const PAYMENT_DATE_FLOOR = '2000-01-01';

/** True for a YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const paidOn = z
  .string({ error: issueCode('PAYMENT_DATE_INVALID') })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: issueCode('PAYMENT_DATE_INVALID'), abort: true })
  .refine(isCalendarDate, { error: issueCode('PAYMENT_DATE_INVALID'), abort: true })
  .refine((d) => d >= PAYMENT_DATE_FLOOR, issueCode('PAYMENT_DATE_TOO_EARLY'))
  .refine((d) => d <= indiaDate(new Date()), issueCode('PAYMENT_DATE_FUTURE'));

/** POST /api/orders/:id/payments (admin): amount in rupees, at most the amount due; paidAt an India date. */
export const recordPaymentBody = z.object({
  method: z.enum(recordedPaymentMethods, { error: issueCode('PAYMENT_METHOD_INVALID') }),
  amount: rupeeAmount,
  paidAt: paidOn,
  reference: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    singleLineText().max(PAYMENT_REFERENCE_MAX).optional(),
  ),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBody>;

/** POST /api/orders/:id/payments/:paymentId/void (admin). */
export const voidPaymentBody = z.object({
  reason: singleLineText(issueCode('VOID_REASON_REQUIRED'))
    .min(1, issueCode('VOID_REASON_REQUIRED'))
    .max(VOID_REASON_MAX),
});
export type VoidPaymentBody = z.input<typeof voidPaymentBody>;

export const orderPaymentParams = z.object({ id: z.string(), paymentId: z.string() });

const person = z.object({ _id: z.string(), name: z.string() });

/**
 * One payment attempt of an order (an online checkout or a recorded payment); amount in rupees.
 * Who recorded or voided it, and why, only reach admins (null for the customer).
 */
export const orderPaymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentRecordStatuses),
  provider: z.enum(paymentProviders),
  method: z.string().nullable(),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  recordedBy: person.nullable(),
  voidedBy: person.nullable(),
  voidReason: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** GET /api/orders/:id/payments: every attempt, newest first. */
export const orderPaymentsAnswer = z.object({ payments: z.array(orderPaymentSchema) });
export type OrderPaymentsAnswer = z.infer<typeof orderPaymentsAnswer>;

/** Answer of recording and voiding: the order as it stands after the change. */
export const orderPaymentChangedAnswer = z.object({ message: z.string(), order: orderSchema });
export type OrderPaymentChangedAnswer = z.infer<typeof orderPaymentChangedAnswer>;
