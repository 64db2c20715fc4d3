import { orderRef } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import type { OrderPaymentsAnswer } from '@karigar/domain/recorded-payment';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orderRow } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';
import { payments } from '../../db/schema/payments';
import { pdfText } from '../invoices/invoice-test-support';
import { insertCustomerOrder, openCheckout } from './payment-test-fixtures';
import { paidAtOf } from './record-payment';

describe('recorded payments', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  const today = indiaDate(new Date());

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Owner Admin' });
    asha = await createUser(t, { name: 'Asha Patil' });
  });
  afterAll(async () => t.close());

  const record = (orderId: string, payload: Record<string, unknown>, user: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers: user.headers, payload });
  const voidIt = (orderId: string, paymentId: string, payload: Record<string, unknown>, user: TestUser = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payments/${paymentId}/void`,
      headers: user.headers,
      payload,
    });
  const attempts = async (orderId: string, user: TestUser = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/payments`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json<OrderPaymentsAnswer>().payments;
  };
  const invoiceText = async (orderId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/invoices/${orderId}/pdf`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };
  const mailsTo = async (address: string) => (await t.mail()).filter((m) => m.to === address);

  it('lets only an admin record a payment', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    const body = { method: 'cash', amount: 1180, paidAt: today };
    expect((await record(order.id, body, asha)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, payload: body })).statusCode,
    ).toBe(401);
    expect((await orderRow(t, order.id))?.paidPaise).toBe(0);
  });

  it.each([
    [{ method: 'cash', amount: 0, paidAt: '2026-01-01' }, 'amount'],
    [{ method: 'cash', amount: -5, paidAt: '2026-01-01' }, 'amount'],
    [{ method: 'cash', amount: 10.005, paidAt: '2026-01-01' }, 'amount'],
    [{ method: 'card', amount: 10, paidAt: '2026-01-01' }, 'method'],
    [{ method: 'cash', amount: 10, paidAt: '2999-01-01' }, 'paidAt'],
    [{ method: 'cash', amount: 10, paidAt: 'yesterday' }, 'paidAt'],
    [{ method: 'cash', amount: 10 }, 'paidAt'],
  ])('refuses %j naming %s', async (body, field) => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    const res = await record(order.id, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
  });

  it.each([
    ['2026-02-30', 'PAYMENT_DATE_INVALID'],
    ['2025-13-01', 'PAYMENT_DATE_INVALID'],
    ['2025-04-31', 'PAYMENT_DATE_INVALID'],
    ['0000-01-01', 'PAYMENT_DATE_TOO_EARLY'],
    ['1999-12-31', 'PAYMENT_DATE_TOO_EARLY'],
  ])('refuses a paidAt of %s with the field code %s, storing nothing', async (paidAt, code) => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    const res = await record(order.id, { method: 'cash', amount: 10, paidAt });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { paidAt: code } });
    expect(await attempts(order.id)).toEqual([]);
  });

  it('takes a payment dated the first day of 2000 and one dated a leap day', async () => {
    for (const paidAt of ['2000-01-01', '2024-02-29']) {
      const order = await insertCustomerOrder(t, asha, { price: 1180 });
      expect((await record(order.id, { method: 'cash', amount: 10, paidAt })).statusCode).toBe(201);
      expect((await attempts(order.id)).map((p) => p.paidAt?.slice(0, 10))).toEqual([paidAt]);
    }
  });

  it('refuses a paidAt after today in India with its field code', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    const tomorrow = indiaDate(new Date(Date.now() + 24 * 3600 * 1000));
    const res = await record(order.id, { method: 'cash', amount: 10, paidAt: tomorrow });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { paidAt: 'PAYMENT_DATE_FUTURE' } });
  });

  it('refuses more than the amount due, and an unknown order', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    const res = await record(order.id, { method: 'cash', amount: 1180.01, paidAt: today });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Amount cannot be more than the amount due (₹1,180.00)',
      fields: { amount: expect.any(String) },
    });
    const missing = await record('00000000-0000-4000-8000-000000000000', { method: 'cash', amount: 1, paidAt: today });
    expect(missing.statusCode).toBe(404);
  });

  it('takes a part payment, leaving the rest due, then a full one that makes the invoice a tax invoice', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    await t.clearMail();

    const part = await record(order.id, { method: 'upi', amount: 500, paidAt: '2026-01-15', reference: 'UTR 1234' });
    expect(part.statusCode).toBe(201);
    expect(part.json<{ order: Order }>().order).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: 500,
      amountDue: 680,
      invoice: null,
    });
    expect(await mailsTo(asha.user.email)).toHaveLength(0);
    expect(await mailsTo(admin.user.email)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('Payment received: ₹500.00 for order #') }),
    ]);
    expect((await mailsTo(admin.user.email))[0]?.text).toContain('Still due: ₹680.00.');
    const partText = await invoiceText(order.id);
    expect(partText).toContain('Proforma Invoice');
    expect(partText).toContain('Amount paid: ₹500.00 · Amount due: ₹680.00');

    const full = await record(order.id, { method: 'cash', amount: 680, paidAt: today });
    expect(full.statusCode).toBe(201);
    const paid = full.json<{ order: Order }>().order;
    expect(paid).toMatchObject({
      paymentStatus: 'paid',
      amountPaid: 1180,
      amountDue: 0,
      paymentInfo: { status: 'paid', provider: 'manual' },
      invoice: { number: expect.stringMatching(/^INV\/\d{4}-\d{2}\/\d+$/) },
    });
    const number = paid.invoice!.number;
    // The receipt, then the tax invoice with its PDF (decision 051).
    const receipt = await mailsTo(asha.user.email);
    expect(receipt.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment received for order/),
      expect.stringMatching(/^Your invoice INV\//),
    ]);
    expect(receipt[1]?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect(receipt[0]?.text).toContain(`Invoice number: ${number}`);
    expect(receipt[0]?.text).toContain('We received your payment of ₹680.00');
    const text = await invoiceText(order.id);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(number);

    const rows = await t.db.select().from(activities).where(eq(activities.entityId, order.id));
    const recorded = rows.filter((r) => r.action === 'payment_recorded');
    expect(recorded).toHaveLength(2);
    expect(recorded.map((r) => r.params)).toContainEqual({
      actor: 'Owner Admin',
      amount: 680,
      method: 'cash',
      orderRef: orderRef(order.id),
      orderId: order.id,
      invoice: number,
    });
    expect(recorded.every((r) => !r.message.includes('manual_'))).toBe(true);
  });

  it('refuses a payment on a paid order and on a cancelled one', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 100 });
    expect((await record(order.id, { method: 'cash', amount: 100, paidAt: today })).statusCode).toBe(201);
    const again = await record(order.id, { method: 'cash', amount: 1, paidAt: today });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This order is already paid' });
    const cancelled = await insertCustomerOrder(t, asha, { price: 100, changes: { status: 'Cancelled' } });
    expect((await record(cancelled.id, { method: 'cash', amount: 100, paidAt: today })).statusCode).toBe(409);
  });

  it('counts a full payment sent twice at once exactly once', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    await t.clearMail();
    const body = { method: 'cheque', amount: 1180, paidAt: today, reference: 'CHQ 000111' };
    const answers = await Promise.all([record(order.id, body), record(order.id, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect((await orderRow(t, order.id))?.paidPaise).toBe(118_000);
    // One receipt and one invoice: the second payment changed nothing.
    expect(await mailsTo(asha.user.email)).toHaveLength(2);
  });

  it('voids a recorded payment with a reason: the order is unpaid again but keeps its invoice number', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1180 });
    await record(order.id, { method: 'cash', amount: 180, paidAt: today });
    const full = await record(order.id, { method: 'bank_transfer', amount: 1000, paidAt: today, reference: 'NEFT 9' });
    const number = full.json<{ order: Order }>().order.invoice!.number;
    const [transfer] = await attempts(order.id);
    expect(transfer).toMatchObject({
      provider: 'manual',
      method: 'bank_transfer',
      status: 'paid',
      reference: 'NEFT 9',
    });

    expect((await voidIt(order.id, transfer!._id, { reason: '' })).statusCode).toBe(400);
    expect((await voidIt(order.id, transfer!._id, { reason: 'Bounced' }, asha)).statusCode).toBe(403);
    const voided = await voidIt(order.id, transfer!._id, { reason: 'Transfer bounced' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json<{ order: Order }>().order).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: 180,
      amountDue: 1000,
      invoice: { number },
    });
    const again = await voidIt(order.id, transfer!._id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This payment is already voided' });

    const text = await invoiceText(order.id);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(number);
    expect(text).toContain('Amount paid: ₹180.00 · Amount due: ₹1,000.00');

    const list = await attempts(order.id);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      status: 'voided',
      voidReason: 'Transfer bounced',
      voidedBy: { _id: admin.user.id, name: 'Owner Admin' },
      recordedBy: { _id: admin.user.id, name: 'Owner Admin' },
      voidedAt: expect.any(String),
    });
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'payment_voided'));
    expect(log?.params).toMatchObject({ amount: 1000, method: 'bank_transfer', reason: 'Transfer bounced' });
  });

  it('does not void a payment whose money was refunded since, so what the order holds never goes below nothing', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1000 });
    await record(order.id, { method: 'cash', amount: 600, paidAt: today });
    const [cash] = await attempts(order.id);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      headers: admin.headers,
      payload: { method: 'cash', amount: 100, reason: 'Paid too much' },
    });
    expect(refund.statusCode).toBe(201);
    const res = await voidIt(order.id, cash!._id, { reason: 'Entered by mistake' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_VOID_REFUNDED' });
    expect((await attempts(order.id))[0]).toMatchObject({ status: 'paid' });
  });

  it('never voids an online payment', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 300 });
    await openCheckout(t, asha, order.id);
    const [checkout] = await attempts(order.id);
    const res = await voidIt(order.id, checkout!._id, { reason: 'No' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only a recorded payment can be voided' });
  });

  it('shows the customer their own attempts without who recorded or voided them', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 500 });
    await record(order.id, { method: 'cash', amount: 200, paidAt: today });
    const [own] = await attempts(order.id, asha);
    expect(own).toMatchObject({ provider: 'manual', amount: 200, recordedBy: null, voidedBy: null, voidReason: null });
    const ravi = await createUser(t, { name: 'Ravi' });
    const res = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/payments`, headers: ravi.headers });
    expect(res.statusCode).toBe(404);
  });

  it('closes open checkouts and charges online only the amount still due', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1000 });
    const first = await openCheckout(t, asha, order.id);
    expect(first.amount).toBe(100_000);
    await record(order.id, { method: 'cash', amount: 400, paidAt: today });
    const [, closed] = await attempts(order.id);
    expect(closed).toMatchObject({ providerOrderId: first.id, status: 'superseded' });
    const second = await openCheckout(t, asha, order.id);
    expect(second.amount).toBe(60_000);
  });

  it('dates a payment of today now and one of an earlier day at noon India time', () => {
    const now = new Date('2026-03-10T08:00:00Z');
    expect(paidAtOf('2026-03-10', now)).toBe(now);
    expect(paidAtOf('2026-03-01', now).toISOString()).toBe('2026-03-01T06:30:00.000Z');
  });
});
