import type { Order } from '@karigar/domain/order-answer';
import { indiaDate } from '@karigar/domain/recorded-payment';
import type { OrderRefundsAnswer, RefundCreatedAnswer } from '@karigar/domain/refund';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../../test/factories';
import { ledgerEntries } from '../../../db/schema/ledger-entries';
import { payments } from '../../../db/schema/payments';
import { users } from '../../../db/schema/users';
import { insertCustomerOrder, payInSandbox } from '../payment-test-fixtures';

describe('refunds', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Owner Admin' });
    asha = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => t.close());

  const refund = (orderId: string, payload: Record<string, unknown>, user: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/refunds`, headers: user.headers, payload });
  const refundsOf = (orderId: string, user: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/refunds`, headers: user.headers });
  const orderAnswer = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers })).json<Order>();
  const record = (orderId: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payments`,
      headers: admin.headers,
      payload: { method: 'cash', amount, paidAt: indiaDate(new Date()) },
    });
  const cancel = (orderId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: admin.headers,
      payload: { status: 'Cancelled', refundNote: 'Customer called it off' },
    });
  /** An order paid in cash, then cancelled: all it holds is refund due. */
  const cancelledPaidOrder = async (price: number) => {
    const order = await insertCustomerOrder(t, asha, { price });
    expect((await record(order.id, price)).statusCode).toBe(201);
    expect((await cancel(order.id)).statusCode).toBe(200);
    return order;
  };

  it('records a cash refund at once: the refund due clears through the ledger, and the customer is mailed', async () => {
    const order = await cancelledPaidOrder(900);
    expect(await orderAnswer(order.id)).toMatchObject({ refundDue: 900 });
    await t.clearMail();

    const res = await refund(order.id, { amount: 900, method: 'cash', reason: 'Job cancelled' });
    expect(res.statusCode).toBe(201);
    const answer = res.json<RefundCreatedAnswer>();
    expect(answer.refund).toMatchObject({ status: 'processed', amount: 900, method: 'cash', paymentId: null });
    expect(answer.order).toMatchObject({ refundDue: 0, amountPaid: 0 });

    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(rows.find((r) => r.kind === 'refund')).toMatchObject({
      amountPaise: -90_000,
      method: 'cash',
      note: 'Job cancelled',
      createdBy: admin.user.id,
    });
    const [mail] = (await t.mail()).filter((m) => m.to === asha.user.email);
    expect(mail?.subject).toMatch(/^Refund for order #/);
    expect(mail?.text).toContain('We refunded ₹900.00 for order #');
    expect(mail?.text).toContain('It was paid back by cash.');
  });

  it('refuses a refund above what was received less what was refunded, with 409', async () => {
    const order = await cancelledPaidOrder(500);
    expect((await refund(order.id, { amount: 200, method: 'upi', reason: 'Part' })).statusCode).toBe(201);
    const res = await refund(order.id, { amount: 300.01, method: 'bank', reason: 'Rest' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'REFUND_OVER_REFUNDABLE_OF',
      message: 'A refund cannot be more than what may be refunded (₹300.00)',
    });
    expect((await refund(order.id, { amount: 300, method: 'bank', reason: 'Rest' })).statusCode).toBe(201);
    expect(await orderAnswer(order.id)).toMatchObject({ refundDue: 0 });
    const unpaid = await insertCustomerOrder(t, asha, { price: 100 });
    expect((await refund(unpaid.id, { amount: 1, method: 'cash', reason: 'x' })).statusCode).toBe(409);
  });

  it('yields one refund when two refunds of the whole amount arrive at once', async () => {
    const order = await cancelledPaidOrder(700);
    const both = await Promise.all([
      refund(order.id, { amount: 700, method: 'cash', reason: 'First' }),
      refund(order.id, { amount: 700, method: 'cash', reason: 'Second' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const list = (await refundsOf(order.id)).json<OrderRefundsAnswer>();
    expect(list.refunds).toHaveLength(1);
    expect(list.refundable).toBe(0);
    const refundRows = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).filter(
      (r) => r.kind === 'refund',
    );
    expect(refundRows).toHaveLength(1);
  });

  it('refunds an online payment through the sandbox gateway, processed with its refund id', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    await payInSandbox(t, asha, order.id);
    expect((await cancel(order.id)).statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));

    expect((await refund(order.id, { amount: 100, method: 'online', reason: 'x' })).statusCode).toBe(400);
    const over = await refund(order.id, { amount: 1180.5, method: 'online', paymentId: payment!.id, reason: 'x' });
    expect(over.statusCode).toBe(409);
    const res = await refund(order.id, { amount: 1180, method: 'online', paymentId: payment!.id, reason: 'Cancelled' });
    expect(res.statusCode).toBe(201);
    const made = res.json<RefundCreatedAnswer>().refund;
    expect(made).toMatchObject({ status: 'processed', method: 'online', paymentId: payment!.id });
    expect(made.providerRefundId).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);
    expect(await orderAnswer(order.id)).toMatchObject({ refundDue: 0 });
    const [row] = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).filter(
      (r) => r.kind === 'refund',
    );
    expect(row).toMatchObject({ providerId: made.providerRefundId, method: 'online', amountPaise: -118_000 });
  });

  it('refuses an online refund of a recorded payment, and a payment id with a cash refund', async () => {
    const order = await cancelledPaidOrder(300);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const online = await refund(order.id, { amount: 100, method: 'online', paymentId: payment!.id, reason: 'x' });
    expect(online.statusCode).toBe(409);
    expect(online.json()).toMatchObject({ code: 'REFUND_PAYMENT_NOT_ONLINE' });
    const cash = await refund(order.id, { amount: 100, method: 'cash', paymentId: payment!.id, reason: 'x' });
    expect(cash.statusCode).toBe(400);
    expect((await refund(order.id, { amount: 100, method: 'cash', reason: '  ' })).statusCode).toBe(400);
  });

  it('lets only an admin refund; shows the refunds to the order’s customer without who made them', async () => {
    const order = await cancelledPaidOrder(400);
    expect((await refund(order.id, { amount: 400, method: 'cash', reason: 'x' }, asha)).statusCode).toBe(403);
    expect((await refund(order.id, { amount: 400, method: 'cash', reason: 'Cancelled job' })).statusCode).toBe(201);

    const own = await refundsOf(order.id, asha);
    expect(own.statusCode).toBe(200);
    expect(own.json<OrderRefundsAnswer>().refunds).toEqual([
      expect.objectContaining({ amount: 400, status: 'processed', reason: 'Cancelled job', createdBy: null }),
    ]);
    expect((await refundsOf(order.id)).json<OrderRefundsAnswer>().refunds[0]!.createdBy).toMatchObject({
      name: 'Owner Admin',
    });
    const ravi = await createUser(t, { name: 'Ravi' });
    expect((await refundsOf(order.id, ravi)).statusCode).toBe(404);
  });

  it('mails a Marathi reader in Marathi', async () => {
    await t.db.update(users).set({ language: 'mr' }).where(eq(users.id, asha.user.id));
    const order = await cancelledPaidOrder(250);
    await t.clearMail();
    expect((await refund(order.id, { amount: 250, method: 'bank', reason: 'x' })).statusCode).toBe(201);
    const [mail] = (await t.mail()).filter((m) => m.to === asha.user.email);
    expect(mail?.subject).toMatch(/^ऑर्डर #[0-9A-F]{8} चा परतावा$/);
    expect(mail?.text).toContain('₹250.00');
    expect(mail?.text).toContain('बँक ट्रान्सफर');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, asha.user.id));
  });
});
