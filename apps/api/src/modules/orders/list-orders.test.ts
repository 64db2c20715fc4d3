import type { Order, OrderListAnswer } from '@karigar/domain/order-answer';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { orderCounts } from '../../db/schema/order-counts';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';

describe('GET /api/orders and /api/orders/my', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let roofing: ServiceRow;
  let bathtub: ServiceRow;
  /** Oldest first. */
  let made: OrderRow[];

  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 6));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    await t.db.update(users).set({ phone: '+91 98220 12345' }).where(eq(users.id, asha.user.id));
    asha.user.phone = '+91 98220 12345';
    ravi = await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    bathtub = await createService(t, { name: 'Fiberglass bathtub', price: 18000 });
    made = [
      await createOrder(t, asha.user, roofing, { quantity: 2, details: 'Blue sheets, 50% thicker', createdAt: day(1) }),
      await createOrder(t, ravi.user, bathtub, { status: 'Completed', createdAt: day(2) }),
      await createOrder(t, asha.user, bathtub, {
        origin: 'service-request',
        status: 'Confirmed',
        details: 'Urgent_job',
        createdAt: day(3),
      }),
      await createOrder(t, ravi.user, roofing, { origin: 'user', quantity: 5, status: 'Cancelled', createdAt: day(4) }),
    ];
  });
  afterAll(async () => t.close());

  const list = async (query: string, user: TestUser = admin, path = '/api/orders') => {
    const res = await t.app.inject({ method: 'GET', url: `${path}${query}`, headers: user.headers });
    return { status: res.statusCode, body: res.json<OrderListAnswer>() };
  };
  const ids = (answer: { orders: Order[] }) => answer.orders.map((o) => o._id);
  const byAge = (...indexes: number[]) => indexes.map((i) => made[i]!.id);

  it('lists newest first, 10 a page, with the pagination the contract names', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(ids(body)).toEqual(byAge(3, 2, 1, 0));
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalOrders: 4, total: 4, limit: 10 });
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, totalOrders: 4 });
    expect(body.orders[0]).not.toHaveProperty('statusHistory');
    expect(body.orders[3]).toMatchObject({
      name: 'Asha Patil',
      phone: '+91 98220 12345',
      quantity: 2,
      totalPrice: 2360,
    });
  });

  it('pages with limit, and a page past the end has no orders but the total', async () => {
    const second = await list('?limit=3&page=2');
    expect(ids(second.body)).toEqual(byAge(0));
    expect(second.body.pagination).toEqual({ currentPage: 2, totalPages: 2, totalOrders: 4, total: 4, limit: 3 });
    const past = await list('?limit=3&page=9');
    expect(past.body.orders).toEqual([]);
    expect(past.body.pagination.total).toBe(4);
  });

  it('sorts by customer name, total price and status in either direction', async () => {
    const byName = await list('?sortKey=customerName&sortOrder=asc');
    expect(byName.body.orders.map((o) => o.name)).toEqual([
      'Asha Patil',
      'Asha Patil',
      'Ravi Kulkarni',
      'Ravi Kulkarni',
    ]);
    const byTotal = await list('?sortKey=totalPrice&sortOrder=desc');
    expect(byTotal.body.orders.map((o) => o.totalPrice)).toEqual([21240, 21240, 5900, 2360]);
    const byStatus = await list('?sortKey=status&sortOrder=asc');
    expect(byStatus.body.orders.map((o) => o.status)).toEqual(['Cancelled', 'Completed', 'Confirmed', 'Pending']);
    const oldest = await list('?sortKey=createdAt&sortOrder=asc');
    expect(ids(oldest.body)).toEqual(byAge(0, 1, 2, 3));
  });

  it('rejects an unknown sort key, origin, sort order or a limit above 100 with 400', async () => {
    for (const query of ['?sortKey=password', '?origin=system', '?sortOrder=up', '?limit=101', '?page=0']) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body).toHaveProperty('message');
    }
  });

  it('filters by origin, with the total for that origin', async () => {
    const manual = await list('?origin=manual');
    expect(ids(manual.body)).toEqual(byAge(1, 0));
    expect(manual.body.pagination.total).toBe(2);
    const requested = await list('?origin=service-request');
    expect(ids(requested.body)).toEqual(byAge(2));
    expect(requested.body.pagination.total).toBe(1);
    const all = await list('?origin=');
    expect(all.body.pagination.total).toBe(4);
  });

  it('filters by payment (paid, unpaid, failed) and shows what each order received and owes', async () => {
    const [roofingOrder, tub] = made;
    await t.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, made[2]!.id));
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidPaise: tub!.totalPaise, paidAt: day(5) })
      .where(eq(orders.id, tub!.id));
    await t.db.update(orders).set({ paidPaise: 50_000 }).where(eq(orders.id, roofingOrder!.id));
    try {
      const paid = await list('?payment=paid');
      expect(ids(paid.body)).toEqual(byAge(1));
      expect(paid.body.pagination.total).toBe(1);
      expect(paid.body.orders[0]).toMatchObject({ paymentStatus: 'paid', amountPaid: 21240, amountDue: 0 });
      const unpaid = await list('?payment=unpaid&sortKey=createdAt&sortOrder=asc');
      expect(ids(unpaid.body)).toEqual(byAge(0, 3));
      expect(unpaid.body.orders[0]).toMatchObject({ amountPaid: 500, amountDue: 1860 });
      expect(ids((await list('?payment=failed')).body)).toEqual(byAge(2));
      expect(ids((await list('?payment=paid', ravi, '/api/orders/my')).body)).toEqual(byAge(1));
      expect((await list('?payment=all')).body.pagination.total).toBe(4);
      expect((await list('?payment=owed')).status).toBe(400);
    } finally {
      await t.db.update(orders).set({ paymentStatus: 'pending', paidPaise: 0, paidAt: null });
    }
  });

  it('filters by status, with the total for that status, and combines it with the origin', async () => {
    const confirmed = await list('?status=Confirmed');
    expect(ids(confirmed.body)).toEqual(byAge(2));
    expect(confirmed.body.pagination.total).toBe(1);
    const pending = await list('?status=Pending&origin=manual');
    expect(ids(pending.body)).toEqual(byAge(0));
    expect((await list('?status=all')).body.pagination.total).toBe(4);
    expect((await list('?status=Lost')).status).toBe(400);
  });

  it('searches customer name, email and phone, service name and details, ignoring case', async () => {
    const cases: [string, number[]][] = [
      ['asha', [2, 0]],
      ['RAVI@EXAMPLE', [3, 1]],
      ['98220', [2, 0]],
      ['bathtub', [2, 1]],
      ['blue sheets', [0]],
      ['nothing like this', []],
    ];
    for (const [search, expected] of cases) {
      const { status, body } = await list(`?search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      expect(ids(body), search).toEqual(byAge(...expected));
      expect(body.pagination.total, search).toBe(expected.length);
    }
  });

  it('treats % and _ in a search as themselves', async () => {
    expect(ids((await list(`?search=${encodeURIComponent('0% t')}`)).body)).toEqual(byAge(0));
    expect(ids((await list('?search=t_j')).body)).toEqual(byAge(2));
  });

  it('answers a search of one or two characters with the hint to type three, for every list', async () => {
    for (const search of ['a', ' as ', '%_']) {
      for (const [who, path] of [
        [admin, '/api/orders'],
        [asha, '/api/orders/my'],
      ] as const) {
        const { status, body } = await list(`?search=${encodeURIComponent(search)}`, who, path);
        expect(status, search).toBe(400);
        expect(body).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldCodes: { search: 'ORDER_SEARCH_TOO_SHORT' },
          fields: { search: 'Type at least 3 characters to search orders.' },
        });
      }
    }
  });

  it('combines search, origin and sort', async () => {
    const { body } = await list('?search=fiberglass&origin=manual&sortKey=totalPrice&sortOrder=asc');
    expect(ids(body)).toEqual(byAge(0, 1));
    expect(body.pagination.total).toBe(2);
  });

  it('shows a customer only their own orders at /orders/my, with the same paging, search and sort', async () => {
    const own = await list('', asha, '/api/orders/my');
    expect(own.status).toBe(200);
    expect(ids(own.body)).toEqual(byAge(2, 0));
    expect(own.body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalOrders: 2, total: 2, limit: 10 });
    const searched = await list('?search=roofing', asha, '/api/orders/my');
    expect(ids(searched.body)).toEqual(byAge(0));
    expect(searched.body.pagination.total).toBe(1);
    const paged = await list('?limit=1&page=2&sortOrder=asc', asha, '/api/orders/my');
    expect(ids(paged.body)).toEqual(byAge(2));
    expect(paged.body.pagination.totalPages).toBe(2);
    const none = await list('', await createUser(t), '/api/orders/my');
    expect(none.body.orders).toEqual([]);
    expect(none.body.pagination.total).toBe(0);
  });

  it('keeps the admin list for admins: 403 for a customer, 401 without a token', async () => {
    expect((await list('', asha)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousOwn = await t.app.inject({ method: 'GET', url: '/api/orders/my' });
    expect(anonymousOwn.statusCode).toBe(401);
  });

  it("keeps everyone's and each customer's totals right through a manual order, a delete and an accepted quotation", async () => {
    const total = async (query = '') => (await list(query)).body.pagination.total;
    const own = async (user: TestUser, query = '') => (await list(query, user, '/api/orders/my')).body.pagination;
    const stored = async (user: TestUser) =>
      (await t.db.select().from(orders).where(eq(orders.userId, user.user.id))).length;
    const before = await total();
    const ravis = (await own(ravi)).total;
    const ravisCancelled = (await own(ravi, '?status=Cancelled')).total;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { userId: ravi.user.id, serviceId: roofing.id, quantity: 1 },
    });
    expect(created.statusCode).toBe(201);
    expect(await total()).toBe(before + 1);
    expect(await total('?origin=manual')).toBe(3);
    expect((await own(ravi)).total).toBe(ravis + 1);
    expect((await own(ravi, '?status=Pending')).total).toBe(1);
    expect((await own(ravi, '?status=Cancelled')).total).toBe(ravisCancelled);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${created.json<{ order: Order }>().order._id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await total()).toBe(before);
    expect(await total('?origin=manual')).toBe(2);
    expect((await own(ravi)).total).toBe(ravis);
    expect((await own(ravi)).total).toBe(await stored(ravi));

    const ashas = (await own(asha)).total;
    const quotation = await createQuotation(t, asha.user, roofing);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${quotation.id}/action`,
      headers: asha.headers,
      payload: { action: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
    expect(await total('?origin=user')).toBe(2);
    expect((await own(asha)).total).toBe(ashas + 1);
    expect((await own(asha)).total).toBe(await stored(asha));
    expect((await own(asha, '?search=roofing')).total).toBe(2);
    expect((await own(asha, '?origin=user')).total).toBe(1);

    const [counted] = await t.db.select({ n: count() }).from(orders);
    const [kept] = await t.db.select().from(orderCounts).where(eq(orderCounts.key, 'all'));
    expect(kept?.count).toBe(counted?.n);
  });
});
