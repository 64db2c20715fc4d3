import type { PaymentProviderName } from '@karigar/domain/payment';

/** The order Razorpay Checkout opens: amount in paise. */
export interface CreateOrderInput {
  amountPaise: number;
  currency: string;
  /** Our reference for the order, at most 40 characters. */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  /** 'order_' + 14 characters. */
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
}

/** Razorpay's payment states; only 'captured' means the money arrived. */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  /** 'pay_' + 14 characters. */
  id: string;
  orderId: string;
  status: ProviderPaymentStatus;
  amountPaise: number;
  method: string | null;
  errorDescription: string | null;
  createdAt: Date;
}

/** A refund of a captured payment, as the gateway answers it. */
export interface ProviderRefund {
  /** 'rfnd_' + 14 characters. */
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface RefundInput {
  providerPaymentId: string;
  amountPaise: number;
  /** Sent as X-Refund-Idempotency: the same key never refunds twice. */
  idempotencyKey: string;
  /** Our refund's id, handed back in the refund's webhooks. */
  notes: { refundId: string };
}

export interface CheckoutConfirmation {
  orderId: string;
  paymentId: string;
  signature: string;
}

/**
 * A payment gateway as the app uses it: Razorpay itself, or the offline sandbox that makes ids and
 * signatures exactly as Razorpay does, so everything after the gateway runs the real code path.
 */
export interface PaymentProvider {
  /** Stored on payments rows. */
  readonly name: PaymentProviderName;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Every payment attempt made on a provider order, as the gateway knows them. */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckoutSignature(confirmation: CheckoutConfirmation): boolean;
  /** Refunds a captured payment in full or in part (POST /v1/payments/:id/refund). */
  refundPayment(input: RefundInput): Promise<ProviderRefund>;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw request body with the webhook secret. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

/** The gateway could not be reached or refused a call. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
