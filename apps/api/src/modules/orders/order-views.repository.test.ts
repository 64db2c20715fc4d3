import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createUser } from '../../../test/factories';
import { createOrder, multiplyOrders } from '../../../test/order-factories';
import { connectDatabase } from '../../db/client';
import { findOrderView, viewsOfIds } from './order-views.repository';

describe('order views', () => {
  let t: TestApp;
  let ids: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    ids = [];
    for (let day = 1; day <= 10; day++)
      ids.push((await createOrder(t, asha.user, roofing, { createdAt: new Date(Date.UTC(2026, 0, day)) })).id);
    // Enough orders that the planner reads them by index and weighs a page's length.
    await multiplyOrders(t, 300);
  });
  afterAll(async () => t.close());

  it('answers the orders in the order of the ids given', async () => {
    const picked = [ids[4]!, ids[0]!, ids[9]!];
    expect((await viewsOfIds(t.db, picked)).map((view) => view.order.id)).toEqual(picked);
  });

  it('maps an order the same way alone or in a list, inside a transaction or out of one', async () => {
    const [id] = ids;
    const alone = await findOrderView(t.db, id!);
    const inTransaction = await t.db.transaction((tx) => findOrderView(tx, id!));
    const [inList] = await viewsOfIds(t.db, [id!]);
    expect(alone?.order.id).toBe(id);
    expect(alone?.creator).toBeNull();
    expect(alone?.quotation).toBeNull();
    expect(alone?.order.createdAt).toEqual(new Date(Date.UTC(2026, 0, 1)));
    expect(inTransaction).toEqual(alone);
    expect(inList).toEqual(alone);
  });

  it('keeps one plan for pages of any length instead of planning a short page afresh on every run', async () => {
    // One connection, so its prepared statement is the one pg_prepared_statements shows.
    const one = connectDatabase(t.databaseUrl, 1);
    try {
      for (let run = 0; run < 12; run++) await viewsOfIds(one.db, ids.slice(0, 1 + (run % 3)));
      const { rows } = await one.pool.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'order_views_of_ids'`,
      );
      // PostgreSQL plans a prepared statement with its values for the first five runs, then keeps the
      // generic plan only if it is no dearer than those were.
      expect(rows).toEqual([{ generic_plans: '7', custom_plans: '5' }]);
    } finally {
      await one.close();
    }
  });
});
