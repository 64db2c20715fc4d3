import type { OrderStats } from '@karigar/domain/order-answer';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in India today and on the 1st of this month, as instants, and an India date's text. */
function indiaCalendar(now: number) {
  const india = new Date(now + IST_OFFSET_MS);
  const [y, m, d] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  return { today: Date.UTC(y, m, d) - IST_OFFSET_MS, month: Date.UTC(y, m, 1) - IST_OFFSET_MS };
}
const indiaDate = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

describe('GET /api/orders/stats', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  const stats = async (user: TestUser = admin) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders/stats', headers: user.headers });
    return { status: res.statusCode, body: res.json<OrderStats>() };
  };

  /** A payment row for the order, counting towards its amount paid unless voided. */
  const pay = async (
    order: OrderRow,
    rupees: number,
    paidAt: Date,
    extra: { voided?: boolean; status?: 'paid' | 'failed' } = {},
  ) => {
    const paise = rupees * 100;
    const voided = extra.voided ?? false;
    const status = extra.status ?? 'paid';
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: 'sandbox',
      providerOrderId: `order_${randomUUID()}`,
      amountPaise: paise,
      status,
      paidAt: status === 'paid' ? paidAt : null,
      ...(voided && { voidedAt: new Date(), voidReason: 'Entered twice' }),
    });
    if (status === 'paid' && !voided) {
      await t.db
        .update(orders)
        .set({ paidPaise: order.paidPaise + paise })
        .where(eq(orders.id, order.id));
      order.paidPaise += paise;
    }
  };

  it('answers zeroes and 30 empty days when there are no orders', async () => {
    const { status, body } = await stats();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total: 0,
      byStatus: { Pending: 0, Confirmed: 0, 'In Progress': 0, Completed: 0, Cancelled: 0 },
      byOrigin: { user: 0, manual: 0, 'service-request': 0 },
      revenue: { today: 0, month: 0, all: 0 },
      amountDue: 0,
      unpaidOrders: 0,
      topServices: [],
    });
    expect(body.revenueByDay).toHaveLength(30);
    expect(body.revenueByDay.every((d) => d.revenue === 0)).toBe(true);
    expect(body.revenueByDay.at(-1)?.date).toBe(indiaDate(Date.now()));
  });

  it('counts per status and origin, sums money received by India’s calendar, what is due, and ranks services', async () => {
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    const bathtub = await createService(t, { name: 'Fiberglass bathtub', nameMr: 'फायबरग्लास बाथटब', price: 18000 });
    const now = Date.now();
    const india = indiaCalendar(now);
    const justBeforeMidnight = new Date(india.today - 60_000);
    const fortyDaysAgo = new Date(now - 40 * DAY_MS);
    // Roofing: 1180 each. Bathtub: 21240 each.
    const paidToday = await createOrder(t, customer.user, roofing);
    await pay(paidToday, 1180, new Date(now));
    const paidYesterday = await createOrder(t, customer.user, roofing);
    await pay(paidYesterday, 1000, justBeforeMidnight);
    await pay(paidYesterday, 180, justBeforeMidnight, { voided: true });
    await pay(paidYesterday, 180, justBeforeMidnight, { status: 'failed' });
    const paidLongAgo = await createOrder(t, customer.user, bathtub);
    await pay(paidLongAgo, 21240, fortyDaysAgo);
    await createOrder(t, customer.user, bathtub, { origin: 'service-request', status: 'Cancelled' });
    await createOrder(t, customer.user, roofing, { origin: 'user', status: 'Confirmed' });

    const { body } = await stats();
    expect(body.total).toBe(5);
    expect(body.byStatus).toEqual({ Pending: 3, Confirmed: 1, 'In Progress': 0, Completed: 0, Cancelled: 1 });
    expect(body.byOrigin).toEqual({ user: 1, manual: 3, 'service-request': 1 });
    const yesterdayInMonth = justBeforeMidnight.getTime() >= india.month;
    expect(body.revenue).toEqual({ today: 1180, month: yesterdayInMonth ? 2180 : 1180, all: 23420 });
    // Yesterday's order still owes 180; the confirmed one owes all of 1180; the cancelled one owes nothing.
    expect(body.amountDue).toBe(1360);
    expect(body.unpaidOrders).toBe(2);
    expect(body.revenueByDay).toHaveLength(30);
    expect(body.revenueByDay.at(-1)).toEqual({ date: indiaDate(now), revenue: 1180 });
    expect(body.revenueByDay.at(-2)).toEqual({ date: indiaDate(justBeforeMidnight.getTime()), revenue: 1000 });
    expect(body.revenueByDay.reduce((sum, d) => sum + d.revenue, 0)).toBe(2180);
    expect(body.topServices).toEqual([
      { _id: bathtub.id, name: 'Fiberglass bathtub', nameMr: 'फायबरग्लास बाथटब', orders: 2, revenue: 21240 },
      { _id: roofing.id, name: 'Fiberglass roofing', nameMr: '', orders: 3, revenue: 2180 },
    ]);
  });

  it('is for admins only', async () => {
    expect((await stats(customer)).status).toBe(403);
  });
});
