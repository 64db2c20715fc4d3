import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-app';
import type { TestUser } from '../../../test/factories';
import { insertOrderRow, insertServiceRow } from '../../../test/service-fixtures';
import { orders, type OrderRow } from '../../db/schema/orders';
import { hmacSha256Hex } from '../../lib/payments/signatures';

/** A manual order of the customer for a new service at this price (rupees, tax included), with any changes. */
export async function insertCustomerOrder(
  t: TestApp,
  customer: TestUser,
  options: { price?: number; changes?: Partial<typeof orders.$inferInsert> } = {},
): Promise<OrderRow> {
  const service = await insertServiceRow(t, {
    name: `Service ${randomBytes(4).toString('hex')}`,
    price: options.price ?? 1180,
  });
  await insertOrderRow(t, customer.user.id, service);
  const [order] = await t.db
    .update(orders)
    .set({ customerName: customer.user.name, customerEmail: customer.user.email, ...options.changes })
    .where(eq(orders.serviceId, service.id))
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

export interface OpenedCheckout {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: { orderId: string };
}

/** POST /api/payments/create-order as the customer; fails the test unless it answers 200. */
export async function openCheckout(
  t: TestApp,
  customer: TestUser,
  orderId: string,
  extra: Record<string, unknown> = {},
): Promise<OpenedCheckout> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-order',
    headers: customer.headers,
    payload: { orderId, currency: 'INR', ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`create-order answered ${res.statusCode}: ${res.body}`);
  return res.json<{ order: OpenedCheckout }>().order;
}

/** Pays the order in the sandbox checkout as the customer and verifies it; fails the test unless verified. */
export async function payInSandbox(t: TestApp, customer: TestUser, orderId: string): Promise<void> {
  const checkout = await openCheckout(t, customer, orderId);
  const pay = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: checkout.id },
  });
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/payments/verify',
    headers: customer.headers,
    payload: { ...pay.json<Record<string, string>>(), orderId },
  });
  if (verify.statusCode !== 200) throw new Error(`verify answered ${verify.statusCode}: ${verify.body}`);
}

/** A payment id in Razorpay's shape. */
export const fakePaymentId = () => `pay_${randomBytes(7).toString('hex').slice(0, 14)}`;

/** The signature Razorpay Checkout hands over, made with the test key secret. */
export const checkoutSignatureFor = (t: TestApp, providerOrderId: string, paymentId: string) =>
  hmacSha256Hex(t.config.payments.keySecret ?? '', `${providerOrderId}|${paymentId}`);

/** POST /api/payments/webhook with a raw body signed by the given secret (the configured one by default). */
export function deliverWebhook(
  t: TestApp,
  body: string,
  options: { eventId?: string; secret?: string; contentType?: string } = {},
) {
  const secret = options.secret ?? t.config.payments.webhookSecret ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': options.contentType ?? 'application/json',
      'x-razorpay-signature': hmacSha256Hex(secret, body),
      'x-razorpay-event-id': options.eventId ?? `evt_${randomBytes(7).toString('hex')}`,
    },
    payload: body,
  });
}

/** A Razorpay event body (as JSON text) carrying a payment entity. */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: { id: string; order_id: string; amount: number; error_description?: string; method?: string },
): string {
  const status = event === 'payment.failed' ? 'failed' : 'captured';
  const entity = {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: 'INR',
    status,
    order_id: payment.order_id,
    method: payment.method ?? 'upi',
    captured: status === 'captured',
    error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: payment.error_description ?? null,
    created_at: Math.floor(Date.now() / 1000),
  };
  const payload: Record<string, unknown> = { payment: { entity } };
  if (event === 'order.paid') {
    payload['order'] = {
      entity: {
        id: payment.order_id,
        entity: 'order',
        amount: payment.amount,
        amount_paid: payment.amount,
        status: 'paid',
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}
