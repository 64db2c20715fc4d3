import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder, orderRow } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';
import { orderCounts } from '../../db/schema/order-counts';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { quotations } from '../../db/schema/quotations';
import type { ServiceRow } from '../../db/schema/services';

describe('DELETE /api/orders/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t);
    service = await createService(t, { price: 1000 });
  });
  afterAll(async () => t.close());

  const remove = (id: string, user: TestUser = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/orders/${id}`, headers: user.headers });
  const counts = async () =>
    Object.fromEntries((await t.db.select().from(orderCounts)).map((row) => [row.key, row.count]));

  it('deletes an unpaid order nobody started paying with its history, uncounts it and logs it', async () => {
    const row = await createOrder(t, customer.user, service, { origin: 'service-request' });
    const before = await counts();

    const res = await remove(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Order deleted successfully!' });
    expect(await orderRow(t, row.id)).toBeUndefined();
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id))).toEqual([]);
    expect(await counts()).toEqual({
      ...before,
      all: before['all']! - 1,
      'origin:service-request': before['origin:service-request']! - 1,
      [`user:${customer.user.id}`]: before[`user:${customer.user.id}`]! - 1,
    });
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, row.id), eq(activities.action, 'order_deleted')));
    expect(logged).toHaveLength(1);
  });

  it('refuses to delete a paid order with 409 and keeps it counted', async () => {
    const row = await createOrder(t, customer.user, service, { paidAt: new Date() });
    const before = await counts();
    const res = await remove(row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'A paid order cannot be deleted. Cancel it instead.' });
    expect(await orderRow(t, row.id)).toBeDefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses with 409 and a code to delete an order with a part payment recorded (cancel it instead)', async () => {
    const row = await createOrder(t, customer.user, service);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${row.id}/payments`,
      headers: admin.headers,
      payload: { method: 'cash', amount: 500, paidAt: new Date().toISOString().slice(0, 10) },
    });
    expect(recorded.statusCode).toBe(201);
    const res = await remove(row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Money was received for this order, so it cannot be deleted. Cancel it instead.',
      code: 'ORDER_MONEY_RECEIVED_NOT_DELETABLE',
    });
    expect(await orderRow(t, row.id)).toBeDefined();
  });

  it('refuses with 409 to delete an order with an invoice number', async () => {
    const row = await createOrder(t, customer.user, service);
    await t.db.update(orders).set({ invoiceNumber: 'INV/2026-27/0901' }).where(eq(orders.id, row.id));
    const res = await remove(row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This order has an invoice number and cannot be deleted. Cancel it instead.',
    });
    expect(await orderRow(t, row.id)).toBeDefined();
  });

  it('refuses with 409 to delete an order with an open or failed checkout, keeping its payments', async () => {
    for (const [providerOrderId, status] of [
      ['order_T3stOpenAttempt', 'created'],
      ['order_T3stFailedAttempt', 'failed'],
    ] as const) {
      const row = await createOrder(t, customer.user, service);
      await t.db
        .insert(payments)
        .values({ orderId: row.id, provider: 'sandbox', providerOrderId, amountPaise: 118_000, status });
      const before = await counts();
      const res = await remove(row.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'This order has a payment in progress and cannot be deleted. Cancel it instead.',
      });
      expect(await orderRow(t, row.id)).toBeDefined();
      expect(await t.db.select().from(payments).where(eq(payments.orderId, row.id))).toHaveLength(1);
      expect(await counts()).toEqual(before);
    }
  });

  it('refuses to delete an order once a checkout was opened through the API', async () => {
    const row = await createOrder(t, customer.user, service);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-order',
      headers: customer.headers,
      payload: { orderId: row.id, currency: 'INR' },
    });
    expect(opened.statusCode).toBe(200);
    expect((await remove(row.id)).statusCode).toBe(409);
  });

  it('keeps the quotation an order came from, converted but no longer pointing to it', async () => {
    const quotation = await createQuotation(t, customer.user, service);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${quotation.id}/action`,
      headers: customer.headers,
      payload: { action: 'accept' },
    });
    const { orderId } = accepted.json<{ orderId: string }>();
    expect((await remove(orderId)).statusCode).toBe(200);
    const [kept] = await t.db.select().from(quotations).where(eq(quotations.id, quotation.id));
    expect(kept).toMatchObject({ quotationStatus: 'Accepted', isConvertedToOrder: true, orderId: null });
  });

  it('is for admins only, and answers 404 for an unknown or malformed id', async () => {
    const row = await createOrder(t, customer.user, service);
    expect((await remove(row.id, customer)).statusCode).toBe(403);
    expect(await orderRow(t, row.id)).toBeDefined();
    for (const id of ['3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c', '123']) {
      const res = await remove(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Order not found' });
    }
  });
});
