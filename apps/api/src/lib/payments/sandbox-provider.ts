import { randomInt } from 'node:crypto';
import type {
  CheckoutConfirmation,
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
} from './payment-provider';
import { checkoutSignature, hmacSha256Hex, signaturesMatch } from './signatures';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id in Razorpay's shape: the prefix, an underscore and 14 base62 characters. */
export function razorpayStyleId(prefix: 'order' | 'pay'): string {
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i++) id += BASE62[randomInt(BASE62.length)];
  return id;
}

export interface SandboxSecrets {
  keySecret: string;
  webhookSecret: string;
}

/**
 * The offline gateway: order and payment ids made locally in Razorpay's shape, signatures made with
 * the configured secrets exactly as Razorpay makes them. Payments made through the sandbox checkout
 * are kept in memory, so `fetchOrderPayments` answers like Razorpay for this process's lifetime.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly ledger = new Map<string, ProviderPayment[]>();

  constructor(private readonly secrets: SandboxSecrets) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return {
      id: razorpayStyleId('order'),
      amountPaise: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
    };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    return [...(this.ledger.get(providerOrderId) ?? [])];
  }

  verifyCheckoutSignature({ orderId, paymentId, signature }: CheckoutConfirmation): boolean {
    return signaturesMatch(checkoutSignature(this.secrets.keySecret, orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return signaturesMatch(hmacSha256Hex(this.secrets.webhookSecret, rawBody), signature);
  }

  /** The payer pays in the sandbox checkout: a captured payment and the signature Checkout would hand over. */
  pay(providerOrderId: string, amountPaise: number, method: string): { paymentId: string; signature: string } {
    const payment = this.record(providerOrderId, { status: 'captured', amountPaise, method, errorDescription: null });
    return { paymentId: payment.id, signature: checkoutSignature(this.secrets.keySecret, providerOrderId, payment.id) };
  }

  /** The payer's payment fails in the sandbox checkout. */
  fail(providerOrderId: string, amountPaise: number, method: string, reason: string): { paymentId: string } {
    const payment = this.record(providerOrderId, { status: 'failed', amountPaise, method, errorDescription: reason });
    return { paymentId: payment.id };
  }

  private record(
    orderId: string,
    fields: Pick<ProviderPayment, 'status' | 'amountPaise' | 'method' | 'errorDescription'>,
  ): ProviderPayment {
    const payment: ProviderPayment = { id: razorpayStyleId('pay'), orderId, createdAt: new Date(), ...fields };
    this.ledger.set(orderId, [...(this.ledger.get(orderId) ?? []), payment]);
    return payment;
  }
}
