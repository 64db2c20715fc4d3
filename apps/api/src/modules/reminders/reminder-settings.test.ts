import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';

describe('/api/settings/reminders', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  const read = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/settings/reminders', headers: user.headers });
  const save = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/settings/reminders', headers: user.headers, payload });

  it('is off, 3 days after ready then weekly, at most 3, until the owner saves', async () => {
    const res = await read(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false, firstAfterDays: 3, everyDays: 7, maxReminders: 3 });
  });

  it('is read and changed by the admin only, and the change is logged', async () => {
    expect((await read(customer)).statusCode).toBe(403);
    const wanted = { enabled: true, firstAfterDays: 2, everyDays: 5, maxReminders: 4 };
    expect((await save(customer, wanted)).statusCode).toBe(403);
    const saved = await save(admin, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(wanted);
    expect((await read(admin)).json()).toEqual(wanted);
    const [logged] = await t.db.select().from(activities).where(eq(activities.action, 'workshop_settings_updated'));
    expect(logged).toMatchObject({ actorId: admin.user.id, details: wanted });
  });

  it('keeps the workshop settings beside it untouched', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/workshop',
      headers: admin.headers,
      payload: { acceptOnlyPriced: true },
    });
    await save(admin, { enabled: false, firstAfterDays: 1, everyDays: 1, maxReminders: 1 });
    const workshop = await t.app.inject({ method: 'GET', url: '/api/settings/workshop', headers: admin.headers });
    expect(workshop.json()).toEqual({ acceptOnlyPriced: true });
  });

  it('refuses days and counts out of bounds, naming the field', async () => {
    const res = await save(admin, { enabled: true, firstAfterDays: 0, everyDays: 61, maxReminders: 11 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldCodes: {
        firstAfterDays: 'REMINDER_DAYS_INVALID',
        everyDays: 'REMINDER_DAYS_INVALID',
        maxReminders: 'REMINDER_COUNT_INVALID',
      },
    });
    const fraction = await save(admin, { enabled: true, firstAfterDays: 1.5, everyDays: 2, maxReminders: 2 });
    expect(fraction.json()).toMatchObject({ fieldCodes: { firstAfterDays: 'REMINDER_DAYS_INVALID' } });
  });
});
