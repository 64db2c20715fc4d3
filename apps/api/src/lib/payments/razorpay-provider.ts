import Razorpay from 'razorpay';
import type {
  CheckoutConfirmation,
  CreateOrderInput,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderPaymentStatus,
  ProviderRefund,
  RefundInput,
} from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { checkoutSignature, hmacSha256Hex, signaturesMatch } from './signatures';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's REST base as its docs write it (https://api.razorpay.com/v1); set for a local fake. */
  apiUrl?: string | undefined;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** What a Razorpay Payment Link is made with; amount in paise, `referenceId` at most 40 characters and unique. */
export interface PaymentLinkInput {
  amountPaise: number;
  currency: string;
  referenceId: string;
  description: string;
  customer: { name: string; email?: string; contact?: string };
  callbackUrl: string;
  expireBy: Date;
  notes: Record<string, string>;
}

export interface ProviderPaymentLink {
  /** 'plink_' + 14 characters. */
  id: string;
  shortUrl: string;
}

/** The package's axios instance (`api.rq`), which its type declarations leave out. */
interface HttpDefaults {
  rq: {
    defaults: { baseURL?: string; timeout?: number };
    post<T>(url: string, data: object, config: { headers: Record<string, string> }): Promise<{ data: T }>;
  };
}

/** The parts of Razorpay's refund entity the app reads. */
interface RazorpayRefundEntity {
  id: string;
  status: string;
}

const refundStatuses: readonly ProviderRefund['status'][] = ['pending', 'processed', 'failed'];

const paymentStatuses: readonly ProviderPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];

/** Razorpay's Orders API through the official `razorpay` package. */
export class RazorpayPaymentProvider implements PaymentProvider {
  readonly name = 'razorpay';
  private readonly client: Razorpay;
  private readonly http: HttpDefaults['rq'];

  constructor(private readonly settings: RazorpaySettings) {
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    this.http = (this.client.api as unknown as HttpDefaults).rq;
    const http = this.http.defaults;
    http.timeout = REQUEST_TIMEOUT_MS;
    // The package puts '/v1' in front of every path itself, so the base is the host part.
    if (settings.apiUrl) http.baseURL = settings.apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const order = await call('create an order', () =>
      this.client.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      }),
    );
    return {
      id: order.id,
      amountPaise: Number(order.amount),
      currency: order.currency,
      receipt: order.receipt ?? input.receipt,
    };
  }

  /** A Razorpay Payment Link (POST /v1/payment_links): a hosted page that takes the amount; answers its id and short URL. */
  async createPaymentLink(input: PaymentLinkInput): Promise<ProviderPaymentLink> {
    const link = await call('create a payment link', () =>
      this.client.paymentLink.create({
        amount: input.amountPaise,
        currency: input.currency,
        accept_partial: false,
        reference_id: input.referenceId,
        description: input.description,
        customer: input.customer,
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: input.callbackUrl,
        callback_method: 'get',
        expire_by: Math.floor(input.expireBy.getTime() / 1000),
        notes: input.notes,
      }),
    );
    return { id: link.id, shortUrl: link.short_url };
  }

  async fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]> {
    if (providerOrderId.startsWith('plink_')) return this.fetchLinkPayments(providerOrderId);
    const page = await call('fetch payments', () => this.client.orders.fetchPayments(providerOrderId));
    return page.items.map((p) => ({
      id: p.id,
      orderId: p.order_id,
      status: paymentStatuses.includes(p.status) ? p.status : 'created',
      amountPaise: Number(p.amount),
      method: p.method || null,
      errorDescription: p.error_description,
      createdAt: new Date(p.created_at * 1000),
    }));
  }

  /** The payments made on a Payment Link (a pay link's checkout), which Razorpay lists on the link. */
  private async fetchLinkPayments(linkId: string): Promise<ProviderPayment[]> {
    const link = await call('fetch a payment link', () => this.client.paymentLink.fetch(linkId));
    // Typed as one payment, answered as a list.
    const made = link.payments ? [link.payments].flat() : [];
    return made.map((p) => ({
      id: p.payment_id,
      orderId: linkId,
      status: paymentStatuses.includes(p.status) ? p.status : 'created',
      amountPaise: Number(p.amount),
      method: p.method || null,
      errorDescription: null,
      createdAt: new Date(Number(p.created_at) * 1000),
    }));
  }

  /**
   * The package's refund call sends no headers of its own, so the refund is posted through its HTTP
   * client (its key and base) with the idempotency header Razorpay's Refunds API takes.
   */
  async refundPayment(input: RefundInput): Promise<ProviderRefund> {
    const answer = await call('refund a payment', async () => {
      const url = `/v1/payments/${encodeURIComponent(input.providerPaymentId)}/refund`;
      const body = { amount: input.amountPaise, speed: 'normal', notes: input.notes };
      const headers = { 'X-Refund-Idempotency': input.idempotencyKey };
      return (await this.http.post<RazorpayRefundEntity>(url, body, { headers })).data;
    });
    const status = refundStatuses.find((s) => s === answer.status) ?? 'pending';
    return { id: answer.id, status };
  }

  verifyCheckoutSignature({ orderId, paymentId, signature }: CheckoutConfirmation): boolean {
    return signaturesMatch(checkoutSignature(this.settings.keySecret, orderId, paymentId), signature);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return signaturesMatch(hmacSha256Hex(this.settings.webhookSecret, rawBody), signature);
  }
}

/** The package rejects with `{ statusCode, error: { description } }`, or a TypeError when nothing answered. */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw new PaymentProviderError(`Razorpay could not ${what}: ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  if (typeof error === 'object' && error && 'response' in error && !('statusCode' in error)) {
    const response = error.response as { status?: number; data?: { error?: { description?: string } } } | undefined;
    if (response?.status) return describe({ statusCode: response.status, error: response.data?.error ?? {} });
  }
  if (typeof error === 'object' && error && 'statusCode' in error) {
    const detail =
      'error' in error && typeof error.error === 'object' && error.error && 'description' in error.error
        ? error.error.description
        : '';
    return `HTTP ${String(error.statusCode)}${detail ? ` ${String(detail)}` : ''}`;
  }
  return error instanceof TypeError ? 'no answer' : String(error);
}
