import type { Stage, StagesAnswer } from '@karigar/domain/workshop-floor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';

describe('/api/workshop/stages', () => {
  let t: TestApp;
  let admin: TestUser;
  let staff: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    staff = await createUser(t, { role: 'staff' });
    customer = await createUser(t);
  });
  afterAll(async () => t.close());

  const read = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/workshop/stages', headers: user.headers })).json<StagesAnswer>()
      .stages;
  const save = (user: TestUser, stages: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/workshop/stages', headers: user.headers, payload: { stages } });
  const asInput = (stages: Stage[]) =>
    stages.map(({ id, nameEn, nameMr, milestone }) => ({ id, nameEn, nameMr, milestone }));

  it('starts a new install with the eight stages of a paint and fiberglass shop, named in English and Marathi', async () => {
    const stages = await read(customer);
    expect(stages.map((stage) => stage.nameEn)).toEqual([
      'Vehicle received',
      'Body / fiberglass work',
      'Primer',
      'Paint',
      'Polish',
      'Quality check',
      'Ready for pickup',
      'Delivered',
    ]);
    expect(stages.map((stage) => stage.nameMr)).toContain('रंगकाम');
    expect(stages.filter((stage) => stage.milestone).map((s) => [s.nameEn, s.milestone])).toEqual([
      ['Ready for pickup', 'ready'],
      ['Delivered', 'delivered'],
    ]);
  });

  it('is read only with a token, and changed only by the admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/workshop/stages' })).statusCode).toBe(401);
    const stages = asInput(await read(admin));
    for (const user of [staff, customer]) {
      const refused = await save(user, stages);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('renames, reorders and adds stages, keeping the ids of those it keeps, and logs the change', async () => {
    const before = asInput(await read(admin));
    const [received, body, primer, paint, ...rest] = before;
    const next = [
      received,
      { ...body, nameEn: 'Dent and fiberglass work', nameMr: 'डेंट आणि फायबरग्लास काम' },
      paint,
      primer,
      { nameEn: 'Clear coat', nameMr: 'क्लिअर कोट', milestone: null },
      ...rest,
    ];
    const res = await save(admin, next);
    expect(res.statusCode).toBe(200);
    const saved = res.json<StagesAnswer>().stages;
    expect(saved.map((stage) => stage.nameEn).slice(0, 5)).toEqual([
      'Vehicle received',
      'Dent and fiberglass work',
      'Paint',
      'Primer',
      'Clear coat',
    ]);
    expect(saved[1]?.id).toBe(body?.id);
    expect(await read(staff)).toEqual(saved);
    const logged = await t.db.select().from(activities).where(eq(activities.action, 'workshop_stages_updated'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: admin.user.id });
  });

  it('refuses a stage without a Marathi name, with the field and its code', async () => {
    const stages = asInput(await read(admin));
    const res = await save(admin, [{ nameEn: 'Wash', nameMr: '  ', milestone: null }, ...stages]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { 'stages.0.nameMr': 'STAGE_NAME_REQUIRED' } });
  });

  it('refuses a list whose last stage is not Delivered, or without a ready stage', async () => {
    const stages = asInput(await read(admin));
    const delivered = stages.at(-1);
    const swapped = [...stages.slice(0, -2), delivered, stages.at(-2)];
    const withoutReady = stages.map((stage) => (stage.milestone === 'ready' ? { ...stage, milestone: null } : stage));
    for (const list of [swapped, withoutReady]) {
      const res = await save(admin, list);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldCodes: { stages: 'STAGE_MILESTONES_INVALID' } });
    }
  });

  it('refuses an id that is not one of the stages', async () => {
    const stages = asInput(await read(admin));
    const res = await save(admin, [{ ...stages[0], id: '00000000-0000-4000-8000-000000000000' }, ...stages.slice(1)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldCodes: { 'stages.0.id': 'STAGE_NOT_FOUND' } });
  });

  it('keeps a stage that has jobs in it (409), and removes an empty one', async () => {
    const stages = await read(admin);
    const primer = stages.find((stage) => stage.nameEn === 'Primer');
    const service = await createService(t, { name: 'Door repaint', price: 3000 });
    const order = await createOrder(t, customer.user, service);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/stage`,
      headers: staff.headers,
      payload: { stageId: primer?.id },
    });
    expect(moved.statusCode).toBe(200);
    const withoutPrimer = asInput(stages.filter((stage) => stage.id !== primer?.id));
    const refused = await save(admin, withoutPrimer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STAGE_IN_USE' });
    const withoutClearCoat = asInput(stages.filter((stage) => stage.nameEn !== 'Clear coat'));
    const removed = await save(admin, withoutClearCoat);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StagesAnswer>().stages.map((stage) => stage.nameEn)).not.toContain('Clear coat');
  });
});
