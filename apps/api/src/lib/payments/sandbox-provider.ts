import { createHash, randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type {
  CheckoutConfirmation,
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  RefundInput,
} from './payment-provider';
import { insertSandboxPayment, listSandboxPayments, type SandboxPayment } from './sandbox-payments.repository';
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
 * are kept in the database (`sandbox_payments`), so `fetchOrderPayments` answers like Razorpay on
 * every instance and after a restart.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly secrets: SandboxSecrets,
    private readonly db: DbOrTx,
  ) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return {
      id: razorpayStyleId('order'),
      amountPaise: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
    };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    return listSandboxPayments(this.db, providerOrderId);
  }

  verifyCheckoutSignature({ orderId, paymentId, signature }: CheckoutConfirmation): boolean {
    return signaturesMatch(checkoutSignature(this.secrets.keySecret, orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return signaturesMatch(hmacSha256Hex(this.secrets.webhookSecret, rawBody), signature);
  }

  /**
   * Refunds as Razorpay does, processed at once: the refund id is made from the idempotency key, so
   * the same key answers the same refund again.
   */
  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const digest = createHash('sha256').update(input.idempotencyKey).digest();
    let id = 'rfnd_';
    for (let i = 0; i < 14; i++) id += BASE62[digest[i]! % BASE62.length];
    return { id, status: 'processed' };
  }

  /** The payer pays in the sandbox checkout: a captured payment and the signature Checkout would hand over. */
  async pay(
    providerOrderId: string,
    amountPaise: number,
    method: string,
  ): Promise<{ paymentId: string; signature: string }> {
    const payment = await this.record(providerOrderId, {
      status: 'captured',
      amountPaise,
      method,
      errorDescription: null,
    });
    return { paymentId: payment.id, signature: checkoutSignature(this.secrets.keySecret, providerOrderId, payment.id) };
  }

  /** The payer's payment fails in the sandbox checkout. */
  async fail(
    providerOrderId: string,
    amountPaise: number,
    method: string,
    reason: string,
  ): Promise<{ paymentId: string }> {
    const payment = await this.record(providerOrderId, {
      status: 'failed',
      amountPaise,
      method,
      errorDescription: reason,
    });
    return { paymentId: payment.id };
  }

  private async record(
    orderId: string,
    fields: Pick<SandboxPayment, 'status' | 'amountPaise' | 'method' | 'errorDescription'>,
  ): Promise<{ id: string }> {
    const payment = { id: razorpayStyleId('pay'), orderId, ...fields };
    await insertSandboxPayment(this.db, payment);
    return payment;
  }
}
