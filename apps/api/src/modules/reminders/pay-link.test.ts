import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { payLinks } from '../../db/schema/pay-links';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';
import { makePayLinkAs, payLinkInSandbox } from './pay-link-test-fixtures';
import { TOKEN_LINK_CALLS_PER_IP } from '../../plugins/rate-limits';

describe('pay links', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_NAME: 'Shinde Fiberglass' } });
    admin = await createAdmin(t);
    customer = await createUser(t);
    stranger = await createUser(t);
  });
  afterAll(async () => t.close());

  const details = (token: string) => t.app.inject({ method: 'GET', url: `/api/pay/${token}` });
  const orderOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('is made by an admin for an unpaid order, as an unguessable token of which only the SHA-256 is kept', async () => {
    const order = await insertCustomerOrder(t, customer);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay-link`, headers: admin.headers });
    expect(res.statusCode).toBe(201);
    const { url, expiresAt } = res.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^http:\/\/karigar\.test\/pay\/[\w-]{43}$/);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const token = url.split('/').at(-1)!;
    const [stored] = await t.db.select().from(payLinks).where(eq(payLinks.orderId, order.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("is made by the order's own customer, and by nobody else", async () => {
    const order = await insertCustomerOrder(t, customer);
    expect(await makePayLinkAs(t, customer, order.id)).toHaveLength(43);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay-link`,
      headers: stranger.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/pay-link` });
    expect(signedOut.statusCode).toBe(401);
    const staff = await createUser(t, { role: 'staff' });
    const floor = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay-link`,
      headers: staff.headers,
    });
    expect(floor.statusCode).toBe(403);
  });

  it('shows only the order reference, the workshop, the amount due (from the server) and the currency', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 1180, changes: { paidPaise: 18_000 } });
    const res = await details(await makePayLinkAs(t, admin, order.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      orderRef: `#${order.id.slice(0, 8).toUpperCase()}`,
      workshop: 'Shinde Fiberglass',
      amountDuePaise: order.totalPaise - 18_000,
      currency: 'INR',
    });
  });

  it('is not valid when unknown or expired', async () => {
    const unknown = await details('x'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PAY_LINK_INVALID' });
    const order = await insertCustomerOrder(t, customer);
    const token = await makePayLinkAs(t, admin, order.id);
    await t.db
      .update(payLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payLinks.orderId, order.id));
    expect((await details(token)).json()).toMatchObject({ code: 'PAY_LINK_INVALID' });
    expect((await t.app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` })).statusCode).toBe(404);
  });

  it('is paid signed out in the sandbox, for the amount due, and then is used up', async () => {
    const order = await insertCustomerOrder(t, customer);
    // ₹100 already received in cash, recorded by the admin.
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: admin.headers,
      payload: { method: 'cash', amount: 100, paidAt: new Date().toISOString().slice(0, 10) },
    });
    expect(recorded.statusCode).toBe(201);
    const token = await makePayLinkAs(t, admin, order.id);
    const checkout = await t.app.inject({ method: 'POST', url: `/api/pay/${token}/checkout` });
    expect(checkout.json()).toMatchObject({
      kind: 'checkout',
      provider: 'sandbox',
      checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
      order: { amount: order.totalPaise - 10_000, currency: 'INR' },
    });
    const verified = await payLinkInSandbox(t, token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ paid: true });
    expect(await orderOf(order.id)).toMatchObject({ paymentStatus: 'paid', paidPaise: order.totalPaise });
    const [link] = await t.db.select().from(payLinks).where(eq(payLinks.orderId, order.id));
    expect(link?.revokedAt).not.toBeNull();
    const again = await details(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/pay-link`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
  });

  it("confirms only a checkout of the link's own order", async () => {
    const mine = await insertCustomerOrder(t, customer);
    const theirs = await insertCustomerOrder(t, stranger);
    const myToken = await makePayLinkAs(t, admin, mine.id);
    const theirToken = await makePayLinkAs(t, admin, theirs.id);
    const checkout = await t.app.inject({ method: 'POST', url: `/api/pay/${theirToken}/checkout` });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: checkout.json<{ order: { id: string } }>().order.id },
    });
    const crossed = await t.app.inject({ method: 'POST', url: `/api/pay/${myToken}/verify`, payload: pay.json() });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toMatchObject({ code: 'PAYMENT_VERIFICATION_FAILED' });
    expect((await orderOf(mine.id)).paymentStatus).toBe('pending');
    expect((await orderOf(theirs.id)).paymentStatus).toBe('pending');
  });

  it('takes at most 30 calls a minute from one address, as other token links do', async () => {
    const from = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < TOKEN_LINK_CALLS_PER_IP.max; i++)
      expect((await t.app.inject({ method: 'GET', url: `/api/pay/guess-${i}`, ...from })).statusCode).toBe(404);
    const limited = await t.app.inject({ method: 'GET', url: '/api/pay/guess-last', ...from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('stops working when the order is cancelled', async () => {
    const order = await insertCustomerOrder(t, customer);
    const token = await makePayLinkAs(t, admin, order.id);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/status`,
      headers: admin.headers,
      payload: { status: 'Cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    const res = await details(token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'PAY_LINK_INVALID' });
  });
});
