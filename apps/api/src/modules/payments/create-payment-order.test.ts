import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { insertCustomerOrder, openCheckout } from './payment-test-fixtures';

describe('POST /api/payments/create-order', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t, { name: 'Ravi Kulkarni' });
    admin = await createAdmin(t);
  });
  afterAll(async () => t.close());

  const create = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/create-order', headers: user?.headers ?? {}, payload });
  const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('answers the sandbox configuration without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mode: 'sandbox',
      keyId: 'rzp_test_sandbox',
      checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
    });
  });

  it("opens a provider order for the order's total in paise and ignores an amount sent by the client", async () => {
    const order = await insertCustomerOrder(t, customer, { price: 1180.5 });
    const res = await create(customer, { orderId: order.id, currency: 'INR', amount: 100, amountPaise: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; message: string; keyId: string; order: Record<string, unknown> }>();
    expect(body).toEqual({
      success: true,
      message: 'Payment order created',
      keyId: 'rzp_test_sandbox',
      provider: 'sandbox',
      order: {
        id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
        amount: 118050,
        currency: 'INR',
        receipt: `rcpt_${order.id.replaceAll('-', '')}`,
        notes: { orderId: order.id },
      },
    });
    const [row, ...more] = await paymentsOf(order.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      provider: 'sandbox',
      providerOrderId: body.order['id'],
      amountPaise: 118050,
      currency: 'INR',
      status: 'created',
      providerPaymentId: null,
    });
  });

  it('takes INR only', async () => {
    const order = await insertCustomerOrder(t, customer);
    const res = await create(customer, { orderId: order.id, currency: 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { currency: 'Only INR payments are accepted' } });
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it("answers 404 for another customer's order, a malformed id or an unknown one", async () => {
    const order = await insertCustomerOrder(t, customer);
    for (const orderId of [order.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await create(other, { orderId, currency: 'INR' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Order not found' });
    }
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });

  it('refuses admins with 403 and anonymous callers with 401', async () => {
    const order = await insertCustomerOrder(t, customer);
    expect((await create(admin, { orderId: order.id, currency: 'INR' })).statusCode).toBe(403);
    expect((await create(null, { orderId: order.id, currency: 'INR' })).statusCode).toBe(401);
  });

  it('refuses a paid order and a cancelled one with 409', async () => {
    const paid = await insertCustomerOrder(t, customer, {
      changes: { paymentStatus: 'paid', paidAt: new Date(), razorpayPaymentId: 'pay_AlreadyPaid001' },
    });
    const paidRes = await create(customer, { orderId: paid.id, currency: 'INR' });
    expect(paidRes.statusCode).toBe(409);
    expect(paidRes.json()).toMatchObject({ message: 'This order is already paid' });

    const cancelled = await insertCustomerOrder(t, customer, { changes: { status: 'Cancelled' } });
    const cancelledRes = await create(customer, { orderId: cancelled.id, currency: 'INR' });
    expect(cancelledRes.statusCode).toBe(409);
    expect(cancelledRes.json()).toMatchObject({ message: 'A cancelled order cannot be paid' });
  });

  it('reuses the open provider order for the same amount, and makes a new one on retry or when the total changed', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 500 });
    const first = await openCheckout(t, customer, order.id);
    const again = await openCheckout(t, customer, order.id);
    expect(again).toEqual(first);

    const retried = await openCheckout(t, customer, order.id, { retry: true });
    expect(retried.id).not.toBe(first.id);
    expect(retried.amount).toBe(50000);

    await t.db.update(orders).set({ totalPaise: 60000 }).where(eq(orders.id, order.id));
    const repriced = await openCheckout(t, customer, order.id);
    expect(repriced.id).not.toBe(retried.id);
    expect(repriced.amount).toBe(60000);
    expect(await paymentsOf(order.id)).toHaveLength(3);
  });

  it('closes the open checkout on a retry: the sandbox no longer pays it, and the activity log says so', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 500 });
    const first = await openCheckout(t, customer, order.id);
    const retried = await openCheckout(t, customer, order.id, { retry: true });

    const rows = await paymentsOf(order.id);
    expect(rows.find((p) => p.providerOrderId === first.id)).toMatchObject({ status: 'superseded' });
    expect(rows.find((p) => p.providerOrderId === retried.id)).toMatchObject({ status: 'created' });
    const pay = (id: string) =>
      t.app.inject({ method: 'POST', url: '/api/payments/sandbox/pay', payload: { order_id: id } });
    expect((await pay(first.id)).statusCode).toBe(404);
    expect((await pay(retried.id)).statusCode).toBe(200);
    const [logged] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, order.id), sql`${activities.details}->>'providerOrderId' = ${retried.id}`));
    expect(logged!.details).toEqual({ providerOrderId: retried.id, closedCheckouts: first.id });
    expect(logged!.message).not.toContain(retried.id);
  });
});
