import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { createMailOutbox } from '../../lib/outbox/queue-mail';
import { createPaymentProvider } from '../../lib/payments/create-payment-provider';
import { deliverWebhook, insertCustomerOrder, openCheckout, paymentEvent } from './payment-test-fixtures';
import { reconcilePayments } from './reconcile-payments';

const KEY_ID = 'rzp_test_x';
const KEY_SECRET = 's';

interface FakeState {
  /** Bodies of POST /v1/orders, in order. */
  orderRequests: Record<string, unknown>[];
  /** Payments GET /v1/orders/:id/payments answers with, per order id. */
  payments: Map<string, Record<string, unknown>[]>;
  /** Make the next POST /v1/orders fail as Razorpay does on an outage. */
  failNextOrder: boolean;
}

interface FakeRazorpay extends FakeState {
  server: Server;
  url: string;
}

const razorpayId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

/** A local stand-in for Razorpay's REST API: basic auth with the key id and secret, JSON in and out. */
async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake: FakeState = { orderRequests: [], payments: new Map(), failNextOrder: false };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readJson = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const body = await readJson(req);
        fake.orderRequests.push(body);
        if (fake.failNextOrder) {
          fake.failNextOrder = false;
          return send(res, 500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
        }
        return send(res, 200, {
          id: razorpayId('order'),
          entity: 'order',
          amount: body['amount'],
          amount_paid: 0,
          amount_due: body['amount'],
          currency: body['currency'],
          receipt: body['receipt'],
          offer_id: null,
          status: 'created',
          attempts: 0,
          notes: body['notes'],
          created_at: Math.floor(Date.now() / 1000),
        });
      }
      const payments = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(url.pathname);
      if (req.method === 'GET' && payments) {
        const items = fake.payments.get(payments[1]!) ?? [];
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      return send(res, 404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
}

describe('live payments against a local fake of Razorpay', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    t = await createTestApp({
      env: {
        PAYMENTS_MODE: 'live',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: 'w',
        RAZORPAY_API_URL: fake.url,
      },
    });
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("answers the live configuration with Razorpay's checkout script", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({
      mode: 'live',
      keyId: KEY_ID,
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('does not serve the sandbox checkout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: 'order_x' } }))
        .statusCode,
    ).toBe(404);
  });

  it("creates the provider order through Razorpay's Orders API and reconciles a payment captured there", async () => {
    const order = await insertCustomerOrder(t, customer, { price: 1499.99 });
    const checkout = await openCheckout(t, customer, order.id);
    expect(fake.orderRequests.at(-1)).toEqual({
      amount: 149999,
      currency: 'INR',
      receipt: `rcpt_${order.id.replaceAll('-', '')}`,
      notes: { orderId: order.id },
    });
    expect(checkout).toMatchObject({ id: expect.stringMatching(/^order_/), amount: 149999, currency: 'INR' });

    const paymentId = razorpayId('pay');
    fake.payments.set(checkout.id, [
      {
        id: razorpayId('pay'),
        entity: 'payment',
        amount: 149999,
        currency: 'INR',
        status: 'failed',
        order_id: checkout.id,
        method: 'card',
        error_description: 'Card declined',
        created_at: 1,
      },
      {
        id: paymentId,
        entity: 'payment',
        amount: 149999,
        currency: 'INR',
        status: 'captured',
        order_id: checkout.id,
        method: 'upi',
        error_description: null,
        created_at: 2,
      },
    ]);
    const summary = await reconcilePayments(
      {
        config: t.config,
        db: t.db,
        mail: createMailOutbox({ delivering: false, log: t.app.log, showLinks: false }),
        provider: createPaymentProvider(t.config.payments, t.db),
        log: t.app.log,
      },
      new Date(Date.now() + 16 * 60_000),
    );
    expect(summary).toEqual({ checked: 1, paid: 1, refundDue: 0, failed: 0, errors: 0 });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paymentId });
  });

  it("answers 503 'Failed to create Razorpay order' when Razorpay fails", async () => {
    const order = await insertCustomerOrder(t, customer);
    fake.failNextOrder = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: customer.headers,
      payload: { orderId: order.id, currency: 'INR' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: 'Failed to create Razorpay order' });
  });

  it('takes webhooks signed with the configured webhook secret', async () => {
    const order = await insertCustomerOrder(t, customer);
    const checkout = await openCheckout(t, customer, order.id);
    const body = paymentEvent('payment.captured', {
      id: razorpayId('pay'),
      order_id: checkout.id,
      amount: checkout.amount,
    });
    expect((await deliverWebhook(t, body, { secret: 'test_webhook_secret' })).statusCode).toBe(400);
    expect((await deliverWebhook(t, body, { secret: 'w' })).json()).toEqual({ ok: true });
  });
});
