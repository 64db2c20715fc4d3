import { serviceMessages } from '@karigar/domain/service';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertQuotationRow, pngImage, serviceForm } from '../../../test/service-fixtures';
import { activities } from '../../db/schema/activities';
import { services } from '../../db/schema/services';
import { serviceCalls, setUpServiceManagement } from './manage-services-support';

describe('deleting services: DELETE /api/services/:id', () => {
  const ctx = setUpServiceManagement();
  const { imageOf, create, update, remove } = serviceCalls(ctx);

  it('deletes a service nothing refers to, with its image file', async () => {
    const created = (
      await create(serviceForm({ name: 'Short-lived', price: '99' }, { bytes: await pngImage(40, 40) }))
    ).json().service;
    const res = await remove(created._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: serviceMessages.deleted, archived: false });
    expect((await ctx.t.app.inject({ method: 'GET', url: `/api/services/${created._id}` })).statusCode).toBe(404);
    expect(await imageOf(created.image)).toBeUndefined();
    const [log] = await ctx.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, created._id), eq(activities.action, 'service_deleted')));
    expect(log).toMatchObject({
      actorId: ctx.admin.user.id,
      priority: 'medium',
      message: 'Workshop Admin deleted the service Short-lived',
    });
  });

  it('archives a service a quotation refers to: kept by id, gone from the catalogue and from later changes', async () => {
    const created = (
      await create(
        serviceForm({ name: 'Luxury Car Interior Detailing', price: '6000' }, { bytes: await pngImage(40, 40) }),
      )
    ).json().service;
    const [row] = await ctx.t.db.select().from(services).where(eq(services.id, created._id));
    await insertQuotationRow(ctx.t, ctx.customer.user.id, row!);

    const res = await remove(created._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: serviceMessages.deleted, archived: true });

    const shown = await ctx.t.app.inject({ method: 'GET', url: `/api/services/${created._id}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: 'Luxury Car Interior Detailing', archived: true, image: created.image });
    expect(await imageOf(created.image)).toBeDefined();
    const listed = (await ctx.t.app.inject({ method: 'GET', url: '/api/services?limit=100' })).json().services;
    expect(listed.map((s: { _id: string }) => s._id)).not.toContain(created._id);
    const [log] = await ctx.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, created._id), eq(activities.action, 'service_archived')));
    expect(log).toMatchObject({ message: 'Workshop Admin archived the service Luxury Car Interior Detailing' });

    expect((await remove(created._id)).statusCode).toBe(404);
    expect((await update(created._id, { price: 1 })).statusCode).toBe(404);
  });

  it('shows created, renamed and deleted services in the cached public catalogue at once', async () => {
    const list = async () =>
      (await ctx.t.app.inject({ method: 'GET', url: '/api/services?limit=100' })).json<{
        services: { _id: string; name: string }[];
      }>().services;
    await list(); // warm the cache
    const created = (await create({ name: 'Headlight restoration', price: 900 })).json<{ service: { _id: string } }>()
      .service;
    expect((await list()).map((s) => s.name)).toContain('Headlight restoration');
    await update(created._id, { name: 'Headlamp restoration' });
    expect((await list()).map((s) => s.name)).toContain('Headlamp restoration');
    await remove(created._id);
    expect((await list()).map((s) => s._id)).not.toContain(created._id);
  });
});
