import type { OrderStats } from '@karigar/domain/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Midnight in India today and on the 1st of this month, as instants. */
function indiaCalendar(now: number) {
  const india = new Date(now + IST_OFFSET_MS);
  const [y, m, d] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  return { today: Date.UTC(y, m, d) - IST_OFFSET_MS, month: Date.UTC(y, m, 1) - IST_OFFSET_MS };
}

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

  it('answers zeroes when there are no orders', async () => {
    const { status, body } = await stats();
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 0,
      byStatus: { Pending: 0, Confirmed: 0, 'In Progress': 0, Completed: 0, Cancelled: 0 },
      byOrigin: { user: 0, manual: 0, 'service-request': 0 },
      revenue: { today: 0, month: 0, all: 0 },
      topServices: [],
    });
  });

  it('counts per status and origin, sums paid revenue by India’s calendar and ranks services', async () => {
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    const bathtub = await createService(t, { name: 'Fiberglass bathtub', price: 18000 });
    const now = Date.now();
    const india = indiaCalendar(now);
    const justBeforeMidnight = new Date(india.today - 60_000);
    await createOrder(t, customer.user, roofing, { paidAt: new Date(now) });
    await createOrder(t, customer.user, roofing, { paidAt: justBeforeMidnight });
    await createOrder(t, customer.user, bathtub, { paidAt: new Date(now - 40 * 24 * 60 * 60 * 1000) });
    await createOrder(t, customer.user, bathtub, { origin: 'service-request', status: 'Cancelled' });
    await createOrder(t, customer.user, roofing, { origin: 'user', status: 'Confirmed' });

    const { body } = await stats();
    expect(body.total).toBe(5);
    expect(body.byStatus).toEqual({ Pending: 3, Confirmed: 1, 'In Progress': 0, Completed: 0, Cancelled: 1 });
    expect(body.byOrigin).toEqual({ user: 1, manual: 3, 'service-request': 1 });
    const yesterdayInMonth = justBeforeMidnight.getTime() >= india.month;
    expect(body.revenue).toEqual({ today: 1180, month: yesterdayInMonth ? 2360 : 1180, all: 23600 });
    expect(body.topServices).toEqual([
      { _id: roofing.id, name: 'Fiberglass roofing', orders: 3, revenue: 2360 },
      { _id: bathtub.id, name: 'Fiberglass bathtub', orders: 2, revenue: 21240 },
    ]);
  });

  it('is for admins only', async () => {
    expect((await stats(customer)).status).toBe(403);
  });
});
