import type { ActivityListAnswer } from '@karigar/domain/activity';
import type { Order } from '@karigar/domain/order-answer';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import {
  checkoutSignatureFor,
  deliverWebhook,
  fakePaymentId,
  insertCustomerOrder,
  openCheckout,
  paymentEvent,
  type OpenedCheckout,
} from './payment-test-fixtures';

describe('captures an order does not need', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [customer, admin] = await Promise.all([createUser(t, { name: 'Asha Patil' }), createAdmin(t)]);
  });
  afterAll(async () => t.close());

  const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const orderAnswer = async (id: string, viewer: TestUser) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: viewer.headers })).json<Order>();
  const verify = (orderId: string, checkout: OpenedCheckout, paymentId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/verify',
      headers: customer.headers,
      payload: {
        razorpay_order_id: checkout.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignatureFor(t, checkout.id, paymentId),
        orderId,
      },
    });
  const captured = (checkout: OpenedCheckout, paymentId: string) =>
    deliverWebhook(
      t,
      paymentEvent('payment.captured', { id: paymentId, order_id: checkout.id, amount: checkout.amount }),
    );
  const refundActivities = async (orderId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity?priority=high&range=24h&limit=1000',
      headers: admin.headers,
    });
    return res
      .json<ActivityListAnswer>()
      .activities.filter((a) => a.entityId === orderId && a.action === 'payment_refund_due');
  };

  it('records a second capture through the replaced checkout as a refund due, shown on the order and in the activity log', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 1180 });
    const first = await openCheckout(t, customer, order.id);
    const retried = await openCheckout(t, customer, order.id, { retry: true });
    const paying = fakePaymentId();
    expect((await verify(order.id, retried, paying)).statusCode).toBe(200);

    // The payer had also paid the first checkout, still open in another window.
    const extra = fakePaymentId();
    const res = await captured(first, extra);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const forAdmin = await orderAnswer(order.id, admin);
    expect(forAdmin).toMatchObject({ paymentStatus: 'paid', refundDue: 1180 });
    expect(forAdmin.paymentInfo).toMatchObject({ razorpayPaymentId: paying, provider: 'sandbox' });
    expect((await orderAnswer(order.id, customer)).refundDue).toBe(1180);
    const rows = await paymentsOf(order.id);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ providerOrderId: retried.id, status: 'paid', providerPaymentId: paying }),
        expect.objectContaining({ providerOrderId: first.id, status: 'refund_due', providerPaymentId: extra }),
      ]),
    );
    const logged = await refundActivities(order.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ priority: 'high' });
    expect(logged[0]!.message).toMatch(/^Refund of ₹1,180\.00 due on order #[0-9A-F]{8}$/);
    expect(logged[0]!.params).toMatchObject({ amount: 1180, orderId: order.id });
    expect(logged[0]!.details).toEqual({
      providerOrderId: first.id,
      providerPaymentId: extra,
      source: 'webhook',
      reason: 'came after the order was paid',
      paidWith: paying,
    });
  });

  it('counts the payment of a replaced checkout towards the order once, and owes back a later one on the open checkout', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 500 });
    const first = await openCheckout(t, customer, order.id);
    const retried = await openCheckout(t, customer, order.id, { retry: true });
    const late = fakePaymentId();

    expect((await verify(order.id, first, late)).statusCode).toBe(200);
    expect(await orderAnswer(order.id, customer)).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 500,
      refundDue: 0,
    });

    // Razorpay's webhook for the same payment, and a replayed verification, count nothing more.
    expect((await captured(first, late)).statusCode).toBe(200);
    expect((await verify(order.id, first, late)).statusCode).toBe(200);
    expect(await orderAnswer(order.id, customer)).toMatchObject({ amountPaid: 500, refundDue: 0 });

    // The checkout still open is paid too: that money is owed back.
    const res = await verify(order.id, retried, fakePaymentId());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This payment was not needed for the order and will be refunded' });
    expect(await orderAnswer(order.id, customer)).toMatchObject({ paymentStatus: 'paid', refundDue: 500 });
    expect(await refundActivities(order.id)).toHaveLength(1);
  });

  it('pays the order with a replaced checkout for more than is now due, and owes back the difference', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 1000 });
    const first = await openCheckout(t, customer, order.id);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: admin.headers,
      payload: { method: 'cash', amount: 400, paidAt: indiaDate(new Date()) },
    });
    expect(recorded.statusCode).toBe(201);

    expect((await captured(first, fakePaymentId())).statusCode).toBe(200);
    expect(await orderAnswer(order.id, admin)).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 1400,
      amountDue: 0,
      refundDue: 400,
    });
  });

  it('records a capture on a cancelled order as a refund due and leaves the order unpaid', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 750 });
    const checkout = await openCheckout(t, customer, order.id);
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order.id));

    expect((await captured(checkout, fakePaymentId())).statusCode).toBe(200);
    const after = await orderAnswer(order.id, admin);
    expect(after).toMatchObject({ status: 'Cancelled', paymentStatus: 'pending', refundDue: 750, invoice: null });
    const logged = await refundActivities(order.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ reason: 'came after the order was cancelled' });
  });

  it('logs a second payment on the very checkout that paid the order for the admin, without counting it', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 600 });
    const checkout = await openCheckout(t, customer, order.id);
    expect((await verify(order.id, checkout, fakePaymentId())).statusCode).toBe(200);

    const second = fakePaymentId();
    expect((await captured(checkout, second)).statusCode).toBe(200);
    expect((await orderAnswer(order.id, admin)).refundDue).toBe(0);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity?priority=high&range=24h',
      headers: admin.headers,
    });
    const logged = res
      .json<ActivityListAnswer>()
      .activities.filter((a) => a.entityId === order.id && a.action === 'payment_duplicate');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ providerOrderId: checkout.id, providerPaymentId: second });
    expect(logged[0]!.message).not.toContain(second);
  });
});
