import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { webhookEvents } from '../../db/schema/webhook-events';
import { outbox } from '../../db/schema/outbox';
import {
  checkoutSignatureFor,
  deliverWebhook,
  fakePaymentId,
  insertCustomerOrder,
  openCheckout,
  paymentEvent,
} from './payment-test-fixtures';

describe('POST /api/payments/webhook', () => {
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => t.close());

  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const openOrder = async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    return { order, checkout: await openCheckout(t, customer, order.id) };
  };

  it('rejects a body signed with another secret with 400 and records nothing', async () => {
    const { order, checkout } = await openOrder();
    const body = paymentEvent('payment.captured', {
      id: fakePaymentId(),
      order_id: checkout.id,
      amount: checkout.amount,
    });
    const res = await deliverWebhook(t, body, { secret: 'not_the_webhook_secret', eventId: 'evt_badsignature01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid webhook signature' });
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_badsignature01'))).toHaveLength(0);
    expect((await orderRow(order.id)).paymentStatus).toBe('pending');
  });

  it('rejects a delivery without a signature with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('marks the order paid on payment.captured, checking the signature on the raw bytes', async () => {
    const { order, checkout } = await openOrder();
    const paymentId = fakePaymentId();
    // Pretty-printed JSON: re-serialising it would change the bytes and break the signature.
    const body = JSON.stringify(
      JSON.parse(paymentEvent('payment.captured', { id: paymentId, order_id: checkout.id, amount: checkout.amount })),
      null,
      2,
    );
    const mailBefore = (await t.mail()).length;
    const res = await deliverWebhook(t, body, { contentType: 'application/json; charset=utf-8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const after = await orderRow(order.id);
    expect(after).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paymentId });
    expect(after.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4,}$/);
    expect(await paymentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'paid', providerPaymentId: paymentId, method: 'upi' }),
    ]);
    // The receipt, then the tax invoice (decision 051).
    expect((await t.mail()).slice(mailBefore)).toEqual([
      expect.objectContaining({ to: customer.user.email, subject: expect.stringMatching(/Payment received/) }),
      expect.objectContaining({ to: customer.user.email, subject: expect.stringMatching(/^Your invoice INV\//) }),
    ]);
  });

  it('marks the order paid on order.paid', async () => {
    const { order, checkout } = await openOrder();
    const paymentId = fakePaymentId();
    const res = await deliverWebhook(
      t,
      paymentEvent('order.paid', { id: paymentId, order_id: checkout.id, amount: checkout.amount }),
    );
    expect(res.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid', razorpayPaymentId: paymentId });
  });

  it('handles an event id once: a redelivery answers duplicate and changes nothing', async () => {
    const { order, checkout } = await openOrder();
    const body = paymentEvent('payment.captured', {
      id: fakePaymentId(),
      order_id: checkout.id,
      amount: checkout.amount,
    });
    const mailBefore = (await t.mail()).length;
    const first = await deliverWebhook(t, body, { eventId: 'evt_redelivered001' });
    const again = await deliverWebhook(t, body, { eventId: 'evt_redelivered001' });
    expect(first.json()).toEqual({ ok: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ok: true, duplicate: true });
    expect((await paymentsOf(order.id)).filter((p) => p.status === 'paid')).toHaveLength(1);
    // One receipt and one invoice, never twice.
    expect((await t.mail()).length - mailBefore).toBe(2);
  });

  it('records the failure reason of payment.failed on the order and the payment', async () => {
    const { order, checkout } = await openOrder();
    const reason = 'Your payment could not be completed as this business accepts domestic (Indian) card payments only.';
    const res = await deliverWebhook(
      t,
      paymentEvent('payment.failed', {
        id: fakePaymentId(),
        order_id: checkout.id,
        amount: checkout.amount,
        error_description: reason,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed', failureReason: reason, paidAt: null });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed', failureReason: reason })]);
  });

  it('ignores payment.failed once the order is paid', async () => {
    const { order, checkout } = await openOrder();
    const paymentId = fakePaymentId();
    await deliverWebhook(
      t,
      paymentEvent('payment.captured', { id: paymentId, order_id: checkout.id, amount: checkout.amount }),
    );
    const res = await deliverWebhook(
      t,
      paymentEvent('payment.failed', {
        id: fakePaymentId(),
        order_id: checkout.id,
        amount: checkout.amount,
        error_description: 'Late failure',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      paymentStatus: 'paid',
      failureReason: null,
      razorpayPaymentId: paymentId,
    });
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'paid', failureReason: null })]);
  });

  it('acknowledges events it does not handle, and events for provider orders it never made', async () => {
    const refund = JSON.stringify({
      entity: 'event',
      event: 'refund.created',
      contains: ['refund'],
      payload: { refund: { entity: { id: 'rfnd_TestRefund0001' } } },
    });
    const unknownRes = await deliverWebhook(t, refund);
    expect(unknownRes.statusCode).toBe(200);
    expect(unknownRes.json()).toEqual({ ok: true });

    const stranger = await deliverWebhook(
      t,
      paymentEvent('payment.captured', { id: fakePaymentId(), order_id: 'order_NotOursAtAll01', amount: 100 }),
    );
    expect(stranger.statusCode).toBe(200);
  });

  it('records one paid payment when the checkout verification and the webhook arrive together', async () => {
    const races = await Promise.all(Array.from({ length: 4 }, () => openOrder()));
    const mailBefore = (await t.mail()).length;
    const answers = await Promise.all(
      races.flatMap(({ order, checkout }) => {
        const paymentId = fakePaymentId();
        const signature = checkoutSignatureFor(t, checkout.id, paymentId);
        return [
          t.app.inject({
            method: 'POST',
            url: '/api/payments/verify',
            headers: customer.headers,
            payload: {
              razorpay_order_id: checkout.id,
              razorpay_payment_id: paymentId,
              razorpay_signature: signature,
              orderId: order.id,
            },
          }),
          deliverWebhook(
            t,
            paymentEvent('payment.captured', { id: paymentId, order_id: checkout.id, amount: checkout.amount }),
          ),
        ];
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    for (const { order } of races) {
      const after = await orderRow(order.id);
      expect(after.paymentStatus).toBe('paid');
      expect(after.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4,}$/);
      expect(await paymentsOf(order.id)).toEqual([
        expect.objectContaining({ status: 'paid', providerPaymentId: after.razorpayPaymentId }),
      ]);
    }
    // One receipt and one invoice each.
    expect((await t.mail()).length - mailBefore).toBe(2 * races.length);
  });

  it('ignores payment.failed of a replaced checkout: the open one still decides', async () => {
    const { order, checkout } = await openOrder();
    await openCheckout(t, customer, order.id, { retry: true });
    const res = await deliverWebhook(
      t,
      paymentEvent('payment.failed', {
        id: fakePaymentId(),
        order_id: checkout.id,
        amount: checkout.amount,
        error_description: 'Late failure of the old checkout',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', failureReason: null });
    expect((await paymentsOf(order.id)).map((p) => p.status).sort()).toEqual(['created', 'superseded']);
  });
});

describe('POST /api/payments/webhook while the mail server refuses', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  let customer: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    smtp.refusing = true;
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    customer = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('marks the order paid and answers 2xx; the receipt waits in the outbox for a retry', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360 });
    const checkout = await openCheckout(t, customer, order.id);
    const body = paymentEvent('payment.captured', {
      id: fakePaymentId(),
      order_id: checkout.id,
      amount: checkout.amount,
    });
    const res = await deliverWebhook(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentStatus: 'paid' });
    const receipt = () => t.db.select().from(outbox).where(eq(outbox.to, customer.user.email));
    // Claimed (one attempt), refused, and left for a later attempt with the server's answer.
    await vi.waitFor(async () => expect((await receipt())[0]?.lastError).toContain('Mailbox busy'), { timeout: 5000 });
    // The receipt, and the invoice after it, both kept for a later attempt.
    const kept = await receipt();
    expect(kept).toHaveLength(2);
    for (const row of kept) expect(row).toMatchObject({ status: 'pending', sentAt: null });
    expect(kept.some((row) => row.attempts === 1)).toBe(true);
    expect(smtp.received).toEqual([]);
  });
});
