import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';

describe('/api/settings/workshop', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  const read = (user: TestUser | null) =>
    t.app.inject({ method: 'GET', url: '/api/settings/workshop', headers: user?.headers ?? {} });
  const save = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/workshop', headers: user.headers, payload });

  it('lets customers accept at the list price until the owner chooses otherwise', async () => {
    const res = await read(customer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ acceptOnlyPriced: false });
  });

  it('is read only by signed-in users', async () => {
    const res = await read(null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_MISSING' });
  });

  it('is changed only by the admin, and the change is logged', async () => {
    const refused = await save(customer, { acceptOnlyPriced: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await read(customer)).json()).toEqual({ acceptOnlyPriced: false });

    const saved = await save(admin, { acceptOnlyPriced: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ acceptOnlyPriced: true });
    expect((await read(customer)).json()).toEqual({ acceptOnlyPriced: true });
    expect((await save(admin, { acceptOnlyPriced: false })).json()).toEqual({ acceptOnlyPriced: false });
    expect((await read(admin)).json()).toEqual({ acceptOnlyPriced: false });

    const logged = await t.db.select().from(activities).where(eq(activities.action, 'workshop_settings_updated'));
    expect(logged.map((entry) => entry.details)).toEqual([{ acceptOnlyPriced: true }, { acceptOnlyPriced: false }]);
    expect(logged[0]).toMatchObject({ actorId: admin.user.id, params: { actor: admin.user.name } });
  });

  it('refuses a body without the setting', async () => {
    const res = await save(admin, { acceptOnlyPriced: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
