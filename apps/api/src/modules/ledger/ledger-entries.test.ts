import type { Order } from '@karigar/domain/order-answer';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { orders } from '../../db/schema/orders';
import { payInSandbox, insertCustomerOrder } from '../payments/payment-test-fixtures';

/** Payments recorded here are dated today in India. */
const today = indiaDate(new Date());

describe('the money ledger', () => {
  let t: TestApp;
  let asha: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, asha] = await Promise.all([createAdmin(t, { name: 'Owner Admin' }), createUser(t, { name: 'Asha Patil' })]);
  });
  afterAll(async () => t.close());

  const record = async (orderId: string, amount: number, method = 'cash') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/payments`,
      headers: admin.headers,
      payload: { method, amount, paidAt: today, reference: `ref ${amount}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ order: Order }>().order;
  };
  const rowsOf = (orderId: string) =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(asc(ledgerEntries.createdAt));
  const orderAnswer = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: admin.headers })).json<Order>();
  const setStatus = (id: string, status: string, refundNote?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: admin.headers,
      payload: { status, ...(refundNote && { refundNote }) },
    });

  it('writes a part payment before the invoice as an advance, and the payment that settles the order as a payment', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 1000 });
    await record(order.id, 300, 'upi');
    const settled = await record(order.id, 700, 'bank_transfer');
    expect(settled).toMatchObject({ paymentStatus: 'paid', amountPaid: 1000, amountDue: 0, refundDue: 0 });
    expect(settled.invoice).not.toBeNull();

    const rows = await rowsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'advance',
        method: 'upi',
        amountPaise: 30_000,
        note: 'ref 300',
        createdBy: admin.user.id,
      }),
      expect.objectContaining({ kind: 'recorded-payment', method: 'bank', amountPaise: 70_000, note: 'ref 700' }),
    ]);
    expect(rows[0]!.providerId).toMatch(/^manual_/);
    expect(rows[0]!.paymentId).not.toBeNull();
  });

  it('writes an online capture with its gateway payment id', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 500 });
    await payInSandbox(t, asha, order.id);
    const [row] = await rowsOf(order.id);
    expect(row).toMatchObject({ kind: 'online-payment', method: 'online', amountPaise: 50_000, createdBy: null });
    expect(row!.providerId).toMatch(/^pay_/);
  });

  it('takes a voided payment back with a negative void row, and the order owes again', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 800 });
    const paid = await record(order.id, 800);
    const [payment] = (await rowsOf(order.id)).map((r) => r.paymentId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments/${payment}/void`,
      headers: admin.headers,
      payload: { reason: 'Entered twice' },
    });
    expect(res.statusCode).toBe(200);
    expect(paid.paymentStatus).toBe('paid');
    expect(await orderAnswer(order.id)).toMatchObject({ paymentStatus: 'pending', amountPaid: 0, amountDue: 800 });
    const rows = await rowsOf(order.id);
    expect(rows.map((r) => [r.kind, r.amountPaise])).toEqual([
      ['recorded-payment', 80_000],
      ['void', -80_000],
    ]);
    expect(rows[1]).toMatchObject({ note: 'Entered twice', createdBy: admin.user.id, paymentId: payment });
  });

  it('owes back what a cancelled order holds, and no longer once it is reopened', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 600 });
    await record(order.id, 600);
    expect((await setStatus(order.id, 'Cancelled', 'Refund in cash at the counter')).statusCode).toBe(200);
    expect(await orderAnswer(order.id)).toMatchObject({ status: 'Cancelled', amountPaid: 600, refundDue: 600 });
    expect((await setStatus(order.id, 'Confirmed')).statusCode).toBe(200);
    expect(await orderAnswer(order.id)).toMatchObject({ paymentStatus: 'paid', refundDue: 0 });
  });

  /** What the database answered a refused statement (drizzle wraps it), or null when it was not refused. */
  const refusal = (statement: PromiseLike<unknown>) =>
    Promise.resolve(statement).then(
      () => null,
      (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
    );

  it('refuses to change or delete a ledger row', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 400 });
    await record(order.id, 400);
    const [row] = await rowsOf(order.id);
    const byId = eq(ledgerEntries.id, row!.id);
    expect(await refusal(t.db.update(ledgerEntries).set({ amountPaise: 1 }).where(byId))).toBe(
      'ledger entries are immutable: UPDATE refused',
    );
    expect(await refusal(t.db.delete(ledgerEntries).where(byId))).toBe('ledger entries are immutable: DELETE refused');
    expect(await refusal(t.db.execute(sql`truncate ${ledgerEntries} cascade`))).toBe(
      'ledger entries are immutable: TRUNCATE refused',
    );
    expect(await rowsOf(order.id)).toEqual([row]);
  });

  it('lets a row forget who made it (what deleting that user does), and nothing else', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 250 });
    await record(order.id, 250);
    const [row] = await rowsOf(order.id);
    const byId = eq(ledgerEntries.id, row!.id);
    expect(await refusal(t.db.update(ledgerEntries).set({ createdBy: null, note: 'changed' }).where(byId))).toMatch(
      /immutable/,
    );
    expect(await refusal(t.db.update(ledgerEntries).set({ createdBy: null }).where(byId))).toBeNull();
    expect(await rowsOf(order.id)).toEqual([{ ...row, createdBy: null }]);
  });

  it('refuses to delete an order any money moved for, even when all of it was voided', async () => {
    const order = await insertCustomerOrder(t, asha, { price: 300 });
    await record(order.id, 100);
    const [row] = await rowsOf(order.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments/${row!.paymentId}/void`,
      headers: admin.headers,
      payload: { reason: 'Wrong order' },
    });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Money was received for this order, so it cannot be deleted. Cancel it instead.',
    });
    expect(await refusal(t.db.delete(orders).where(eq(orders.id, order.id)))).toMatch(/foreign key/);
    expect(await rowsOf(order.id)).toHaveLength(2);
  });
});
