import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@karigar/domain/order-answer';
import type { OrderRefundsAnswer, RefundCreatedAnswer } from '@karigar/domain/refund';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../../test/factories';
import { ledgerEntries } from '../../../db/schema/ledger-entries';
import { orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { deliverWebhook, insertCustomerOrder } from '../payment-test-fixtures';

const KEY_ID = 'rzp_test_r';
const KEY_SECRET = 'k';
const WEBHOOK_SECRET = 'w';

interface RefundRequest {
  paymentId: string;
  idempotencyKey: string | undefined;
  body: { amount: number; notes: { refundId: string } };
}

/** A local stand-in for Razorpay's Refunds API: basic auth, JSON in and out, the refund pending or an outage. */
async function startFakeRefunds() {
  const state = { requests: [] as RefundRequest[], outage: false };
  const readJson = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RefundRequest['body'];
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const match = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return send(404, { error: { description: 'Not found' } });
      const body = await readJson(req);
      const idempotencyKey = req.headers['x-refund-idempotency'] as string | undefined;
      state.requests.push({ paymentId: match[1]!, idempotencyKey, body });
      if (state.outage)
        return send(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
      return send(200, {
        id: `rfnd_${idempotencyKey?.replaceAll('-', '').slice(0, 14)}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: match[1],
        notes: body.notes,
        status: 'pending',
        speed_requested: 'normal',
        created_at: Math.floor(Date.now() / 1000),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
}

/** A Razorpay refund event body (JSON text). */
function refundEvent(
  event: 'refund.processed' | 'refund.failed',
  refund: { id: string; paymentId: string; amount: number; refundId: string },
) {
  const entity = {
    id: refund.id,
    entity: 'refund',
    amount: refund.amount,
    currency: 'INR',
    payment_id: refund.paymentId,
    notes: { refundId: refund.refundId },
    status: event === 'refund.processed' ? 'processed' : 'failed',
    created_at: Math.floor(Date.now() / 1000),
  };
  return JSON.stringify({ entity: 'event', event, contains: ['refund'], payload: { refund: { entity } } });
}

describe('live refunds against a local fake of Razorpay', () => {
  let fake: Awaited<ReturnType<typeof startFakeRefunds>>;
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    fake = await startFakeRefunds();
    t = await createTestApp({
      env: {
        PAYMENTS_MODE: 'live',
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: fake.url,
      },
    });
    [admin, customer] = await Promise.all([createAdmin(t), createUser(t, { name: 'Asha Patil' })]);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  /** An order paid online through Razorpay (a capture the app recorded), then cancelled. */
  async function paidOnline(price: number) {
    const order = await insertCustomerOrder(t, customer, { price, changes: { status: 'Cancelled' } });
    const providerPaymentId = `pay_${randomBytes(7).toString('hex')}`;
    const [payment] = await t.db
      .insert(payments)
      .values({
        orderId: order.id,
        provider: 'razorpay',
        providerOrderId: `order_${randomBytes(7).toString('hex')}`,
        providerPaymentId,
        amountPaise: price * 100,
        status: 'refund_due',
        paidAt: new Date(),
      })
      .returning();
    await t.db.insert(ledgerEntries).values({
      orderId: order.id,
      kind: 'online-payment',
      method: 'online',
      amountPaise: price * 100,
      paymentId: payment!.id,
      providerId: providerPaymentId,
    });
    await t.db
      .update(orders)
      .set({ paidPaise: price * 100, refundDuePaise: price * 100 })
      .where(eq(orders.id, order.id));
    return { order, payment: payment! };
  }
  const refund = (orderId: string, paymentId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refunds`,
      headers: admin.headers,
      payload: { amount, method: 'online', paymentId, reason: 'Job cancelled' },
    });
  const refundsOf = async (orderId: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refunds`, headers: admin.headers })
    ).json<OrderRefundsAnswer>();
  const refundDue = async (orderId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers })).json<Order>()
      .refundDue;

  it('asks Razorpay to refund with the idempotency key, stays pending, and is settled once by the signed webhook', async () => {
    const { order, payment } = await paidOnline(800);
    const res = await refund(order.id, payment.id, 800);
    expect(res.statusCode).toBe(201);
    const made = res.json<RefundCreatedAnswer>().refund;
    expect(made).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      paymentId: payment.providerPaymentId,
      body: { amount: 80_000, notes: { refundId: made._id } },
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await refundDue(order.id)).toBe(800);
    // Pending money is not refundable twice.
    expect((await refund(order.id, payment.id, 1)).statusCode).toBe(409);

    const body = refundEvent('refund.processed', {
      id: made.providerRefundId!,
      paymentId: payment.providerPaymentId!,
      amount: 80_000,
      refundId: made._id,
    });
    expect((await deliverWebhook(t, body, { secret: 'forged' })).statusCode).toBe(400);
    expect((await refundsOf(order.id)).refunds[0]!.status).toBe('pending');

    const eventId = `evt_${randomBytes(7).toString('hex')}`;
    expect((await deliverWebhook(t, body, { secret: WEBHOOK_SECRET, eventId })).json()).toEqual({ ok: true });
    expect((await deliverWebhook(t, body, { secret: WEBHOOK_SECRET, eventId })).json()).toEqual({
      ok: true,
      duplicate: true,
    });
    // Razorpay may send the same refund again under another event id: it is settled once.
    expect((await deliverWebhook(t, body, { secret: WEBHOOK_SECRET })).json()).toEqual({ ok: true });

    expect((await refundsOf(order.id)).refunds[0]).toMatchObject({
      status: 'processed',
      processedAt: expect.any(String),
    });
    expect(await refundDue(order.id)).toBe(0);
    const rows = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).filter(
      (r) => r.kind === 'refund',
    );
    expect(rows).toEqual([expect.objectContaining({ amountPaise: -80_000, providerId: made.providerRefundId })]);
  });

  it('releases a refund Razorpay failed, so the money may be refunded again', async () => {
    const { order, payment } = await paidOnline(300);
    const made = (await refund(order.id, payment.id, 300)).json<RefundCreatedAnswer>().refund;
    const body = refundEvent('refund.failed', {
      id: made.providerRefundId!,
      paymentId: payment.providerPaymentId!,
      amount: 30_000,
      refundId: made._id,
    });
    expect((await deliverWebhook(t, body, { secret: WEBHOOK_SECRET })).statusCode).toBe(200);
    const list = await refundsOf(order.id);
    expect(list.refunds[0]).toMatchObject({
      status: 'failed',
      failureReason: 'The payment gateway could not make the refund',
    });
    expect(list.refundable).toBe(300);
    expect(await refundDue(order.id)).toBe(300);
  });

  it('answers 503 and fails the refund when Razorpay is down', async () => {
    const { order, payment } = await paidOnline(200);
    fake.outage = true;
    const res = await refund(order.id, payment.id, 200);
    fake.outage = false;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'REFUND_GATEWAY_FAILED' });
    const list = await refundsOf(order.id);
    expect(list.refunds[0]).toMatchObject({ status: 'failed', providerRefundId: null });
    expect(list.refundable).toBe(200);
  });
});
