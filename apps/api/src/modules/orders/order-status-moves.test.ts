import type { Order, OrderStatus } from '@karigar/domain/order';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder, orderRow, type OrderOverrides } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import type { ServiceRow } from '../../db/schema/services';

describe('order status moves follow the transition table', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil', email: 'asha.moves@example.com' });
    service = await createService(t, { name: 'Fiberglass planter pots', price: 1000 });
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(async () => t.close());

  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}/status`, headers: admin.headers, payload });
  const orderIn = (status: OrderStatus, overrides: OrderOverrides = {}) =>
    createOrder(t, customer.user, service, { status, ...overrides });
  const historyLines = async (orderId: string) =>
    (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).length;
  const statusActivities = (orderId: string) =>
    t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, orderId), eq(activities.action, 'order_status_changed')));

  /** Asserts a 409 with the code, and that the order, its history and the customer's mail are untouched. */
  async function expectRefused(orderId: string, payload: object, code: string, status: OrderStatus) {
    const res = await patch(orderId, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(409);
    expect(res.json()).toMatchObject({ code });
    expect((await orderRow(t, orderId))?.status).toBe(status);
    expect(await historyLines(orderId)).toBe(1);
    expect(await statusActivities(orderId)).toHaveLength(0);
    expect(await t.mail()).toHaveLength(0);
  }

  it('refuses to move a completed order back to Pending, or anywhere else', async () => {
    const row = await orderIn('Completed');
    await expectRefused(row.id, { status: 'Pending' }, 'ORDER_STATUS_MOVE_NOT_ALLOWED', 'Completed');
    const res = await patch(row.id, { status: 'In Progress' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An order cannot move from Completed to In Progress.',
      params: { from: 'Completed', to: 'In Progress' },
    });
  });

  it('keeps answering 200 without a change when a completed order is given its own status', async () => {
    const row = await orderIn('Completed');
    const res = await patch(row.id, { status: 'Completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ order: Order }>().order.status).toBe('Completed');
    expect(await historyLines(row.id)).toBe(1);
  });

  it('lets an order in progress step back to Confirmed but not to Pending', async () => {
    const row = await orderIn('In Progress');
    await expectRefused(row.id, { status: 'Pending' }, 'ORDER_STATUS_MOVE_NOT_ALLOWED', 'In Progress');
    const res = await patch(row.id, { status: 'Confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ order: Order }>().order.status).toBe('Confirmed');
  });

  it('reopens an unpaid cancelled order as Pending, and cancels an unpaid order without a note', async () => {
    const row = await orderIn('Confirmed');
    expect((await patch(row.id, { status: 'Cancelled' })).statusCode).toBe(200);
    const reopened = await patch(row.id, { status: 'Pending' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<{ order: Order }>().order.status).toBe('Pending');
    expect(await historyLines(row.id)).toBe(3);
  });

  it('never sends a paid order back to Pending, not even once cancelled', async () => {
    const confirmed = await orderIn('Confirmed', { paidAt: new Date() });
    await expectRefused(confirmed.id, { status: 'Pending' }, 'ORDER_PAID_NOT_PENDING', 'Confirmed');
    const cancelled = await orderIn('Cancelled', { paidAt: new Date() });
    await expectRefused(cancelled.id, { status: 'Pending' }, 'ORDER_PAID_NOT_PENDING', 'Cancelled');
  });

  it('cancels a partly paid order only with a refund note, which the activity log keeps', async () => {
    const row = await orderIn('In Progress');
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${row.id}/payments`,
      headers: admin.headers,
      payload: { method: 'cash', amount: 200, paidAt: indiaDate(new Date()) },
    });
    expect(recorded.statusCode).toBe(201);
    await t.clearMail();

    for (const payload of [{ status: 'Cancelled' }, { status: 'Cancelled', refundNote: '   ' }])
      await expectRefused(row.id, payload, 'ORDER_REFUND_NOTE_REQUIRED', 'In Progress');

    const note = 'Returned ₹200 in cash\nto Asha at the counter';
    const res = await patch(row.id, { newStatus: 'canceled', refundNote: `  ${note} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ order: Order }>().order).toMatchObject({ status: 'Cancelled', amountPaid: 200 });
    const [logged] = await statusActivities(row.id);
    expect(logged).toMatchObject({ priority: 'high', details: { refundNote: note } });
    expect(await t.mail()).toHaveLength(1);
  });

  it('refuses a refund note longer than 1000 characters with 400', async () => {
    const row = await orderIn('Confirmed', { paidAt: new Date() });
    const res = await patch(row.id, { status: 'Cancelled', refundNote: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t, row.id))?.status).toBe('Confirmed');
  });
});
