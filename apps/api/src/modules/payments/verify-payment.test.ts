import { orderRef } from '@karigar/domain/order';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { checkoutSignatureFor, fakePaymentId, insertCustomerOrder, openCheckout } from './payment-test-fixtures';

describe('POST /api/payments/verify', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
    other = await createUser(t, { name: 'Ravi Kulkarni' });
  });
  afterAll(async () => t.close());

  const verify = (user: TestUser, payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/verify', headers: user.headers, payload });
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));

  it('marks the order paid, records the payment, issues the invoice number and emails a receipt', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 1180 });
    const checkout = await openCheckout(t, customer, order.id);
    const paymentId = fakePaymentId();
    const mailBefore = (await t.mail()).length;

    const res = await verify(customer, {
      razorpay_order_id: checkout.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignatureFor(t, checkout.id, paymentId),
      orderId: order.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment Verified & Order Updated!',
      orderId: order.id,
      paymentInfo: {
        status: 'paid',
        paidAt: expect.any(String),
        razorpayPaymentId: paymentId,
        providerPaymentId: paymentId,
        amount: 1180,
        provider: 'sandbox',
      },
    });

    const after = await orderRow(order.id);
    expect(after).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paymentId, failureReason: null });
    expect(after.paidAt).toBeInstanceOf(Date);
    expect(after.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4,}$/);
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({
        providerOrderId: checkout.id,
        providerPaymentId: paymentId,
        status: 'paid',
        amountPaise: 118000,
      }),
    ]);

    // The receipt, then the tax invoice with its PDF (decision 051).
    const receipts = (await t.mail()).slice(mailBefore);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.subject).toMatch(/^Your invoice INV\//);
    expect(receipts[0]).toMatchObject({
      to: customer.user.email,
      subject: `[Sandbox] Payment received for order ${orderRef(order.id)}`,
    });
    expect(receipts[0]!.text).toContain(
      'SANDBOX — not a real payment: this payment was made in the sandbox and no money was taken.',
    );
    expect(receipts[0]!.text).toContain(paymentId);
    expect(receipts[0]!.text).toContain(after.invoiceNumber!);
    expect(receipts[0]!.text).toContain('₹1,180.00');

    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, order.id), eq(activities.action, 'payment_received')));
    expect(logged).toHaveLength(1);
  });

  it('answers a replayed verification the same, with still exactly one paid payment and one receipt', async () => {
    const order = await insertCustomerOrder(t, customer);
    const checkout = await openCheckout(t, customer, order.id);
    const paymentId = fakePaymentId();
    const payload = {
      razorpay_order_id: checkout.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignatureFor(t, checkout.id, paymentId),
      orderId: order.id,
    };
    const mailBefore = (await t.mail()).length;
    const first = await verify(customer, payload);
    const second = await verify(customer, payload);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'paid')).toHaveLength(1);
    expect((await t.mail()).length - mailBefore).toBe(2);
    const invoiceNumber = (await orderRow(order.id)).invoiceNumber;
    expect(invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4,}$/);
  });

  it('rejects a bad signature with 400 and changes nothing', async () => {
    const order = await insertCustomerOrder(t, customer);
    const checkout = await openCheckout(t, customer, order.id);
    const paymentId = fakePaymentId();
    const mailBefore = (await t.mail()).length;
    const res = await verify(customer, {
      razorpay_order_id: checkout.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignatureFor(t, checkout.id, fakePaymentId()),
      orderId: order.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Payment verification failed' });

    const after = await orderRow(order.id);
    expect(after).toMatchObject({
      paymentStatus: 'pending',
      paidAt: null,
      razorpayPaymentId: null,
      invoiceNumber: null,
    });
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'created', providerPaymentId: null }),
    ]);
    expect((await t.mail()).length).toBe(mailBefore);
    const flagged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, order.id), eq(activities.action, 'payment_verification_failed')));
    expect(flagged).toEqual([expect.objectContaining({ priority: 'high' })]);
  });

  it("rejects a confirmation of another order's provider order, even when its signature is genuine", async () => {
    const mine = await insertCustomerOrder(t, customer);
    const theirs = await insertCustomerOrder(t, customer);
    const myCheckout = await openCheckout(t, customer, mine.id);
    const theirCheckout = await openCheckout(t, customer, theirs.id);
    const paymentId = fakePaymentId();

    // Signed for the other provider order, presented as this order's one.
    const forged = await verify(customer, {
      razorpay_order_id: myCheckout.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignatureFor(t, theirCheckout.id, paymentId),
      orderId: mine.id,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Payment verification failed' });

    // A genuine confirmation of the other order's payment, presented for this order.
    const swapped = await verify(customer, {
      razorpay_order_id: theirCheckout.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignatureFor(t, theirCheckout.id, paymentId),
      orderId: mine.id,
    });
    expect(swapped.statusCode).toBe(400);

    for (const id of [mine.id, theirs.id]) expect((await orderRow(id)).paymentStatus).toBe('pending');
  });

  it("answers 404 for another customer's order", async () => {
    const order = await insertCustomerOrder(t, customer);
    const checkout = await openCheckout(t, customer, order.id);
    const paymentId = fakePaymentId();
    const res = await verify(other, {
      razorpay_order_id: checkout.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignatureFor(t, checkout.id, paymentId),
      orderId: order.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });
});
