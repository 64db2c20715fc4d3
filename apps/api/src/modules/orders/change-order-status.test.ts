import { orderNumber } from '@karigar/domain/order';
import type { OrderStatus } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
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

describe('PATCH /api/orders/:id/status', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    service = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(async () => t.close());

  const patch = (id: string, payload: unknown, user: TestUser = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: user.headers,
      payload: payload as object,
    });
  const history = (orderId: string) =>
    t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(orderStatusHistory.createdAt);
  const historyLines = async (orderId: string) => (await history(orderId)).length;
  const statusActivities = (orderId: string) =>
    t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, orderId), eq(activities.action, 'order_status_changed')));

  it('moves the order, keeps a history line and an activity row, and emails the customer', async () => {
    const row = await createOrder(t, customer.user, service);
    const res = await patch(row.id, { status: 'Confirmed' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; order: Order }>();
    expect(body.message).toBe('Order status updated to Confirmed');
    expect(body.order.status).toBe('Confirmed');
    expect(body.order.statusHistory?.at(-1)).toMatchObject({
      from: 'Pending',
      to: 'Confirmed',
      actor: { _id: admin.user.id, name: 'Workshop Admin' },
    });
    expect((await orderRow(t, row.id))?.status).toBe('Confirmed');

    const lines = await history(row.id);
    expect(lines.map((l) => [l.fromStatus, l.toStatus, l.actorId])).toEqual([
      [null, 'Pending', null],
      ['Pending', 'Confirmed', admin.user.id],
    ]);
    const logged = await statusActivities(row.id);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.actorId).toBe(admin.user.id);

    expect(await t.mail()).toHaveLength(1);
    const ref = orderNumber(row.id);
    expect((await t.mail())[0]).toMatchObject({
      to: 'asha@example.com',
      subject: `Your order #${ref} is now Confirmed`,
    });
    expect((await t.mail())[0]?.text).toContain(`http://karigar.test/user/orders/${row.id}`);
  });

  it("reads 'canceled' and 'cancelled' in any case, and newStatus, as Cancelled", async () => {
    for (const payload of [{ status: 'canceled' }, { status: ' CANCELLED ' }, { newStatus: 'Canceled' }]) {
      const row = await createOrder(t, customer.user, service);
      const res = await patch(row.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Order status updated to Cancelled',
        order: { status: 'Cancelled' },
      });
    }
    const row = await createOrder(t, customer.user, service);
    expect((await patch(row.id, { newStatus: 'In Progress' })).json()).toMatchObject({
      order: { status: 'In Progress' },
    });
  });

  it('answers 200 for the same status without a history line or a mail', async () => {
    const row = await createOrder(t, customer.user, service);
    const res = await patch(row.id, { status: 'Pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Order status updated to Pending', order: { status: 'Pending' } });
    expect(await history(row.id)).toHaveLength(1);
    expect(await t.mail()).toHaveLength(0);
  });

  it('rejects any other status, or none, with 400 and changes nothing', async () => {
    const row = await createOrder(t, customer.user, service);
    for (const payload of [{ status: 'Shipped' }, { status: 'cancel' }, { status: 3 }, {}]) {
      const res = await patch(row.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await orderRow(t, row.id))?.status).toBe('Pending');
    expect(await history(row.id)).toHaveLength(1);
  });

  it('is for admins only: a customer gets 403, even for their own order', async () => {
    const row = await createOrder(t, customer.user, service);
    const res = await patch(row.id, { status: 'Completed' }, customer);
    expect(res.statusCode).toBe(403);
    expect((await orderRow(t, row.id))?.status).toBe('Pending');
  });

  it('answers a caller without a valid token 401 before looking at the body, telling nothing of the schema', async () => {
    const row = await createOrder(t, customer.user, service);
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${row.id}/status`,
        headers,
        payload: { status: 'Shipped', refundNote: 3 },
      });
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.json<object>()).sort()).toEqual(['code', 'message']);
      expect(res.body).not.toMatch(/Shipped|refundNote|status/i);
    }
    expect((await orderRow(t, row.id))?.status).toBe('Pending');
  });

  it("answers 404 'Order not found' for an unknown or malformed id", async () => {
    for (const id of ['3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c', 'nope']) {
      const res = await patch(id, { status: 'Confirmed' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Order not found' });
    }
  });

  describe('any status from any other, within the money rules', () => {
    const orderIn = (status: OrderStatus, overrides: OrderOverrides = {}) =>
      createOrder(t, customer.user, service, { status, ...overrides });

    /** Asserts a 409 with the code, and that the order, its `lines` history lines and the customer's mail are untouched. */
    async function expectRefused(orderId: string, payload: object, code: string, status: OrderStatus, lines = 1) {
      const res = await patch(orderId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json()).toMatchObject({ code });
      expect((await orderRow(t, orderId))?.status).toBe(status);
      expect(await historyLines(orderId)).toBe(lines);
      expect(await statusActivities(orderId)).toHaveLength(lines - 1);
      expect(await t.mail()).toHaveLength(0);
    }

    it('moves an order with no money received back from Completed and from Cancelled, recording each move', async () => {
      const row = await orderIn('Completed');
      for (const status of ['Cancelled', 'Pending', 'Completed', 'In Progress'] as const) {
        const res = await patch(row.id, { status });
        expect(res.statusCode, status).toBe(200);
        expect(res.json<{ order: Order }>().order.status).toBe(status);
      }
      expect((await history(row.id)).map((l) => [l.fromStatus, l.toStatus])).toEqual([
        [null, 'Pending'],
        ['Completed', 'Cancelled'],
        ['Cancelled', 'Pending'],
        ['Pending', 'Completed'],
        ['Completed', 'In Progress'],
      ]);
      const logged = await statusActivities(row.id);
      expect(logged.map((a) => [a.params?.['fromStatus'], a.params?.['toStatus']]).sort()).toEqual(
        [
          ['Completed', 'Cancelled'],
          ['Cancelled', 'Pending'],
          ['Pending', 'Completed'],
          ['Completed', 'In Progress'],
        ].sort(),
      );
      expect(await t.mail()).toHaveLength(4);
    });

    it('keeps answering 200 without a change when a completed order is given its own status', async () => {
      const row = await orderIn('Completed');
      const res = await patch(row.id, { status: 'Completed' });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ order: Order }>().order.status).toBe('Completed');
      expect(await historyLines(row.id)).toBe(1);
    });

    it('moves a paid completed order back to In Progress, and cancels it with a refund note', async () => {
      const row = await orderIn('Completed', { paidAt: new Date() });
      expect((await patch(row.id, { status: 'In Progress' })).statusCode).toBe(200);
      await t.clearMail();
      await expectRefused(row.id, { status: 'Cancelled' }, 'ORDER_REFUND_NOTE_REQUIRED', 'In Progress', 2);
      const res = await patch(row.id, { status: 'Cancelled', refundNote: 'Kept as an advance for the next job' });
      expect(res.statusCode).toBe(200);
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
});
