import { z } from 'zod';
import { issueCode } from './error-codes';
import { singleLineText } from './text';
import { pageParam } from './list-page';

export const paymentModes = ['sandbox', 'live'] as const;
export type PaymentMode = (typeof paymentModes)[number];

/**
 * The gateway behind a payments row: the offline sandbox (no real money), Razorpay, or 'manual' for a
 * payment an admin recorded (cash, UPI to the shop, bank transfer, cheque).
 */
export const paymentProviders = ['sandbox', 'razorpay', 'manual'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/**
 * A payments row: one checkout attempt (one provider order) or one recorded payment. 'superseded': a
 * newer checkout of the same order replaced it; 'refund_due': captured but not needed (its checkout
 * was superseded, the order was already paid or cancelled), so the workshop owes the money back;
 * 'voided': a recorded payment an admin took back (kept, never deleted).
 */
export const paymentRecordStatuses = ['created', 'paid', 'failed', 'superseded', 'refund_due', 'voided'] as const;
export type PaymentRecordStatus = (typeof paymentRecordStatuses)[number];

export const paymentMethods = ['card', 'upi'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The only currency the workshop takes. */
export const PAYMENT_CURRENCY = 'INR';
export const PAYMENT_PAGE_SIZE = 10;
export const PAYMENT_MAX_LIMIT = 100;
export const PAYMENT_REASON_MAX = 500;

/** How a sandbox payment is marked wherever it shows (invoices, receipts). */
export const SANDBOX_PAYMENT_NOTICE = 'SANDBOX — not a real payment';

/** Where the browser loads the checkout script from, per mode. */
export const checkoutScriptUrls: Record<PaymentMode, string> = {
  sandbox: '/api/payments/sandbox/checkout.js',
  live: 'https://checkout.razorpay.com/v1/checkout.js',
};

/** Texts the payments API answers with (spec section 8 "Payment" where it names them). */
export const paymentMessages = {
  orderCreated: 'Payment order created',
  verified: 'Payment Verified & Order Updated!',
  /** Why the sandbox declines a payment when the test checkout names no reason (a provider's text, not an API error). */
  sandboxDeclined: 'Payment declined by the bank (sandbox)',
} as const;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const providerId = singleLineText().min(1, issueCode('FIELD_REQUIRED')).max(64);

/** POST /api/payments/create-order. The amount is never an input: the server takes the order's total. */
export const createPaymentOrderBody = z.object({
  orderId: z.string().trim().min(1, issueCode('FIELD_REQUIRED')),
  currency: z.literal(PAYMENT_CURRENCY, { error: issueCode('CURRENCY_NOT_INR') }).default(PAYMENT_CURRENCY),
  /** Make a new provider order even when an open one for the same amount exists. */
  retry: z.boolean().optional(),
  /** Pay the whole balance even while an advance is due (otherwise the checkout asks for the advance). */
  payInFull: z.boolean().optional(),
});
export type CreatePaymentOrderBody = z.input<typeof createPaymentOrderBody>;

/** POST /api/payments/verify: the three values Razorpay Checkout hands to `handler`, plus our order id. */
export const verifyPaymentBody = z.object({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: z.string().trim().min(1, issueCode('FIELD_REQUIRED')).max(128),
  orderId: z.string().trim().min(1, issueCode('FIELD_REQUIRED')),
});
export type VerifyPaymentBody = z.input<typeof verifyPaymentBody>;

/** GET /api/payments/history. */
export const paymentHistoryQuery = z.object({
  page: pageParam,
  limit: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(PAYMENT_MAX_LIMIT).default(PAYMENT_PAGE_SIZE),
  ),
});
export type PaymentHistoryQuery = z.input<typeof paymentHistoryQuery>;

/** POST /api/payments/sandbox/pay (sandbox mode only). */
export const sandboxPayBody = z.object({
  order_id: providerId,
  method: z.enum(paymentMethods).optional(),
});
export type SandboxPayBody = z.input<typeof sandboxPayBody>;

/** POST /api/payments/sandbox/fail (sandbox mode only). */
export const sandboxFailBody = z.object({
  order_id: providerId,
  reason: z.preprocess(blankToUndefined, singleLineText().max(PAYMENT_REASON_MAX).optional()),
});
export type SandboxFailBody = z.input<typeof sandboxFailBody>;

// ---- Answers ----

export const paymentConfigAnswer = z.object({
  mode: z.enum(paymentModes),
  keyId: z.string(),
  checkoutScriptUrl: z.string(),
});
export type PaymentConfigAnswer = z.infer<typeof paymentConfigAnswer>;

export const createPaymentOrderAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  keyId: z.string(),
  /** 'sandbox': the checkout takes no real money. */
  provider: z.enum(paymentProviders),
  order: z.object({
    id: z.string(),
    /** Paise, as Razorpay Checkout's `amount` option takes it. */
    amount: z.number().int(),
    currency: z.string(),
    receipt: z.string(),
    notes: z.object({ orderId: z.string() }),
  }),
});
export type CreatePaymentOrderAnswer = z.infer<typeof createPaymentOrderAnswer>;

/** An order's payment once paid; amount in rupees. */
export const paidPaymentInfoSchema = z.object({
  status: z.literal('paid'),
  paidAt: z.string(),
  razorpayPaymentId: z.string(),
  providerPaymentId: z.string(),
  amount: z.number(),
  /** 'sandbox': paid in the sandbox, no real money. */
  provider: z.enum(paymentProviders),
});
export type PaidPaymentInfo = z.infer<typeof paidPaymentInfoSchema>;

export const verifyPaymentAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  paymentInfo: paidPaymentInfoSchema,
});
export type VerifyPaymentAnswer = z.infer<typeof verifyPaymentAnswer>;

export const webhookAnswer = z.object({ ok: z.literal(true), duplicate: z.literal(true).optional() });
export type WebhookAnswer = z.infer<typeof webhookAnswer>;

export const paymentEntrySchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  status: z.enum(paymentRecordStatuses),
  provider: z.enum(paymentProviders),
  providerOrderId: z.string(),
  providerPaymentId: z.string().nullable(),
  method: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const paymentHistoryAnswer = z.object({
  payments: z.array(paymentEntrySchema),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
    limit: z.number().int(),
  }),
});
export type PaymentHistoryAnswer = z.infer<typeof paymentHistoryAnswer>;

/** What Razorpay Checkout passes to `options.handler` on success. */
export const checkoutSuccessSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

/** What Razorpay Checkout passes to its 'payment.failed' callbacks. */
export const checkoutFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    source: z.string(),
    step: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type CheckoutFailure = z.infer<typeof checkoutFailureSchema>;
