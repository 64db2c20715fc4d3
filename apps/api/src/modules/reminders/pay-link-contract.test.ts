import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { createMailOutbox } from '../../lib/outbox/queue-mail';
import { createPaymentProvider } from '../../lib/payments/create-payment-provider';
import { deliverWebhook, insertCustomerOrder } from '../payments/payment-test-fixtures';
import { reconcilePayments } from '../payments/reconcile-payments';
import { makePayLinkAs } from './pay-link-test-fixtures';

const KEY = { id: 'rzp_test_links', secret: 'links-secret' };

/** Razorpay's Payment Links API as a local stand-in: create one, fetch one (with the payments made on it). */
interface FakeLinks {
  server: Server;
  url: string;
  created: Record<string, unknown>[];
  paymentsOf: Map<string, Record<string, unknown>[]>;
  failNext: boolean;
}

async function startFakeLinks(): Promise<FakeLinks> {
  const fake = { created: [], paymentsOf: new Map(), failNext: false } as unknown as FakeLinks;
  fake.server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY.id}:${KEY.secret}`).toString('base64')}`)
        return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const fetched = /^\/v1\/payment_links\/(plink_\w+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && fetched)
        return answer(200, { id: fetched[1], status: 'created', payments: fake.paymentsOf.get(fetched[1]!) ?? null });
      if (req.method !== 'POST' || req.url !== '/v1/payment_links')
        return answer(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' } });
      if (fake.failNext) {
        fake.failNext = false;
        return answer(502, { error: { code: 'SERVER_ERROR', description: 'Bad gateway' } });
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      fake.created.push(body);
      const id = `plink_${randomBytes(7).toString('hex')}`;
      return answer(200, {
        ...body,
        id,
        status: 'created',
        amount_paid: 0,
        short_url: `https://rzp.io/i/${id.slice(6)}`,
      });
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  return fake;
}

/** A payment_link.paid event as Razorpay sends it: the link, the order Razorpay made for it, the payment. */
function linkPaidEvent(linkId: string, paymentId: string, amount: number): string {
  const order = `order_${randomBytes(7).toString('hex')}`;
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: linkId, amount, amount_paid: amount, currency: 'INR', status: 'paid' } },
      order: { entity: { id: order, amount, amount_paid: amount, status: 'paid' } },
      payment: {
        entity: { id: paymentId, order_id: order, amount, status: 'captured', method: 'upi', captured: true },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

describe('pay links paid through Razorpay Payment Links, against a local fake', () => {
  let fake: FakeLinks;
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    fake = await startFakeLinks();
    t = await createTestApp({
      env: {
        PAYMENTS_MODE: 'live',
        RAZORPAY_KEY_ID: KEY.id,
        RAZORPAY_KEY_SECRET: KEY.secret,
        RAZORPAY_WEBHOOK_SECRET: 'links-webhook',
        RAZORPAY_API_URL: fake.url,
        BUSINESS_NAME: 'Shinde Fiberglass',
      },
    });
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.created.length = 0;
  });

  const checkout = (token: string) => t.app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` });
  const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const linkedOrder = async (changes: Partial<typeof orders.$inferInsert> = {}) => {
    const order = await insertCustomerOrder(t, customer, { changes: { customerPhone: '+919822012345', ...changes } });
    const token = await makePayLinkAs(t, admin, order.id);
    const res = await checkout(token);
    expect(res.statusCode).toBe(200);
    const url = res.json<{ kind: string; url: string }>().url;
    const linkId = `plink_${url.split('/').at(-1)}`;
    return { order, token, url, linkId };
  };

  it("opens a Payment Link for the amount due, with the order's reference, the customer and a way back", async () => {
    const { order, token, url } = await linkedOrder({ paidPaise: 20_000 });
    expect(url).toMatch(/^https:\/\/rzp\.io\/i\/\w+$/);
    expect(fake.created).toHaveLength(1);
    const body = fake.created[0]!;
    expect(body).toMatchObject({
      amount: order.totalPaise - 20_000,
      currency: 'INR',
      accept_partial: false,
      description: `Shinde Fiberglass: order #${order.id.slice(0, 8).toUpperCase()}`,
      customer: { name: 'Asha Patil', email: customer.user.email, contact: '+919822012345' },
      callback_url: `http://karigar.test/pay/${token}`,
      callback_method: 'get',
      notes: { orderId: order.id },
    });
    expect(String(body['reference_id']).length).toBeLessThanOrEqual(40);
    const days = (Number(body['expire_by']) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('reuses the open Payment Link for the same amount', async () => {
    const { token, url } = await linkedOrder();
    const again = await checkout(token);
    expect(again.json()).toEqual({ kind: 'redirect', url });
    expect(fake.created).toHaveLength(1);
  });

  it('lands a signed payment_link.paid once through the payment path, however often it is delivered', async () => {
    const { order, linkId } = await linkedOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    const body = linkPaidEvent(linkId, paymentId, order.totalPaise);
    const first = await deliverWebhook(t, body, { eventId: 'evt_link_paid_1' });
    expect(first.json()).toEqual({ ok: true });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'paid', paidPaise: order.totalPaise });
    expect((await deliverWebhook(t, body, { eventId: 'evt_link_paid_1' })).json()).toEqual({
      ok: true,
      duplicate: true,
    });
    expect((await deliverWebhook(t, body, { eventId: 'evt_link_paid_2' })).statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => [row.providerOrderId, row.providerPaymentId, row.status])).toEqual([
      [linkId, paymentId, 'paid'],
    ]);
    expect((await orderOf(order.id)).paidPaise).toBe(order.totalPaise);
  });

  it('refuses a forged payment_link.paid', async () => {
    const { order, linkId } = await linkedOrder();
    const body = linkPaidEvent(linkId, `pay_${randomBytes(7).toString('hex')}`, order.totalPaise);
    const forged = await deliverWebhook(t, body, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await orderOf(order.id)).paymentStatus).toBe('pending');
  });

  it('finds a Payment Link paid while its webhook was lost when reconciling', async () => {
    const { order, linkId } = await linkedOrder();
    const paymentId = `pay_${randomBytes(7).toString('hex')}`;
    fake.paymentsOf.set(linkId, [
      {
        payment_id: paymentId,
        plink_id: linkId,
        amount: order.totalPaise,
        status: 'captured',
        method: 'upi',
        created_at: 1,
      },
    ]);
    await t.db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(payments.providerOrderId, linkId));
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const summary = await reconcilePayments({
      config: t.config,
      db: t.db,
      mail: createMailOutbox({ delivering: false, log: quiet, showLinks: false }),
      provider: createPaymentProvider(t.config.payments, t.db),
      log: quiet,
    });
    expect(summary).toMatchObject({ paid: 1, errors: 0 });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('answers 503 when Razorpay cannot make the link', async () => {
    const order = await insertCustomerOrder(t, customer);
    const token = await makePayLinkAs(t, admin, order.id);
    fake.failNext = true;
    const res = await checkout(token);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_FAILED' });
  });
});
