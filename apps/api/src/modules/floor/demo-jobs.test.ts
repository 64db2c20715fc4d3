import type { BoardAnswer, DemoJobsAnswer } from '@karigar/domain/workshop-floor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { users } from '../../db/schema/users';

describe('/api/demo-jobs', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    staff = await createUser(t, { role: 'staff' });
    await createService(t, { name: 'Full body paint', price: 25000 });
  });
  afterAll(async () => t.close());

  const board = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/board', headers: admin.headers })).json<BoardAnswer>();

  it('loads demo customers and jobs in different stages, marked demo, and removes them with one call', async () => {
    const customer = await createUser(t, { name: 'Real Customer' });
    const real = await createOrder(t, customer.user, await createService(t, { name: 'Polish', price: 900 }));
    const loaded = await t.app.inject({ method: 'POST', url: '/api/demo-jobs', headers: admin.headers });
    expect(loaded.statusCode).toBe(201);
    expect(loaded.json<DemoJobsAnswer>().count).toBe(5);
    const items = (await board()).items.filter((item) => item.demo);
    expect(items).toHaveLength(5);
    expect(new Set(items.map((item) => item.stageId)).size).toBeGreaterThanOrEqual(4);
    expect(items.some((item) => item.stageId === null)).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.demo, true))).toHaveLength(3);
    expect(await t.mail()).toEqual([]);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/demo-jobs', headers: admin.headers });
    expect(removed.json<DemoJobsAnswer>().count).toBe(5);
    expect((await board()).items.map((item) => item._id)).toEqual([real.id]);
    expect(await t.db.select().from(users).where(eq(users.demo, true))).toEqual([]);
  });

  it("is the admin's alone", async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/demo-jobs' })).statusCode).toBe(401);
    const byStaff = await t.app.inject({ method: 'POST', url: '/api/demo-jobs', headers: staff.headers });
    expect(byStaff.statusCode).toBe(403);
  });

  it('is refused on a production install, and the board does not offer it', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', PAYMENTS_MODE: 'sandbox', JWT_SECRET: 'x'.repeat(64) },
    });
    try {
      const owner = await createAdmin(production);
      const res = await production.app.inject({ method: 'POST', url: '/api/demo-jobs', headers: owner.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'DEMO_NOT_IN_PRODUCTION' });
      const answer = await production.app.inject({ method: 'GET', url: '/api/board', headers: owner.headers });
      expect(answer.json<BoardAnswer>()).toMatchObject({ demoAllowed: false, items: [] });
    } finally {
      await production.close();
    }
  });
});
