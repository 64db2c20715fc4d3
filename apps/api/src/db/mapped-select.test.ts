import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createService } from '../../test/catalogue-factories';
import { createAdmin, createUser } from '../../test/factories';
import { createOrder } from '../../test/order-factories';
import { mappedSelect } from './mapped-select';
import { orders } from './schema/orders';
import { users } from './schema/users';

const makers = alias(users, 'maker');
const selection = {
  order: orders,
  customer: { id: users.id, name: users.name, createdAt: users.createdAt },
  maker: { id: makers.id, name: makers.name },
  makerEmail: makers.email,
};

describe('mappedSelect', () => {
  let t: TestApp;
  let byCustomer: string;
  let byAdmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t);
    const asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    byCustomer = (await createOrder(t, asha.user, roofing)).id;
    byAdmin = (
      await createOrder(t, asha.user, roofing, {
        origin: 'manual',
        createdBy: admin.user.id,
        paidAt: new Date(Date.UTC(2026, 2, 3, 4, 5, 6)),
      })
    ).id;
  });
  afterAll(async () => t.close());

  const query = () =>
    t.db
      .select(selection)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(makers, eq(makers.id, orders.createdBy))
      .where(eq(orders.id, sql.placeholder('id')));

  it('gives each row the shape and values Drizzle gives it, dates, nulls and empty joins included', async () => {
    const mapped = mappedSelect(t.db, 'mapped_select_test', query(), selection, ['maker']);
    const drizzles = query().prepare('mapped_select_reference');
    for (const id of [byCustomer, byAdmin]) {
      const [ours, theirs] = [await mapped({ id }), await drizzles.execute({ id })];
      expect(ours).toEqual(theirs);
      expect(ours).toHaveLength(1);
    }
    const [made] = await mapped({ id: byAdmin });
    expect(made?.order.paidAt).toEqual(new Date(Date.UTC(2026, 2, 3, 4, 5, 6)));
    expect(made?.maker?.name).toBeTruthy();
    expect((await mapped({ id: byCustomer }))[0]?.maker).toBeNull();
  });

  it('refuses a selection it cannot map, when it is made', () => {
    const computed = { order: { id: orders.id, doubled: sql<number>`${orders.quantity} * 2` } };
    expect(() => mappedSelect(t.db, 'mapped_select_refused', t.db.select(computed).from(orders), computed)).toThrow(
      /not "doubled"/,
    );
  });
});
