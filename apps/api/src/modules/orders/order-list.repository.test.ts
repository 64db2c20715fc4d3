import { ORDER_SEARCH_COUNT_CAP } from '@karigar/domain/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createUser, type TestUser } from '../../../test/factories';
import { createOrder, multiplyOrders } from '../../../test/order-factories';
import { connectDatabase } from '../../db/client';
import { listOrderViews } from './order-list.repository';

describe('listOrderViews', () => {
  let t: TestApp;
  let asha: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    const ravi = await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    await createOrder(t, asha.user, roofing, {});
    await createOrder(t, ravi.user, roofing, {});
    // A customer with many orders among many others.
    await multiplyOrders(t, 2000);
  });
  afterAll(async () => t.close());

  it("keeps one plan for a customer's pages instead of planning each afresh", async () => {
    // One connection, so its prepared statements are the ones pg_prepared_statements shows.
    const one = connectDatabase(t.databaseUrl, 1);
    try {
      for (let page = 0; page < 12; page++)
        await listOrderViews(
          one.db,
          { ownerId: asha.user.id },
          { sortKey: 'createdAt', sortOrder: 'desc' },
          { offset: page * 10, limit: 10 },
        );
      const { rows } = await one.pool.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name like 'orders_page_%'`,
      );
      expect(rows).toEqual([{ generic_plans: '7', custom_plans: '5' }]);
    } finally {
      await one.close();
    }
  });

  it('counts a search over everyone to one past the cap, which the list shows as more than the cap', async () => {
    const searched = await listOrderViews(
      t.db,
      { search: 'asha' },
      { sortKey: 'createdAt', sortOrder: 'desc' },
      { offset: 0, limit: 10 },
    );
    expect(searched.views).toHaveLength(10);
    expect(searched.total).toBe(ORDER_SEARCH_COUNT_CAP + 1);
  });
});
