import { errorTexts } from '@karigar/domain/error-codes';
import { serviceMessages } from '@karigar/domain/service';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngImage, serviceForm } from '../../../test/service-fixtures';
import { activities } from '../../db/schema/activities';
import { services } from '../../db/schema/services';
import { serviceCalls, setUpServiceManagement } from './manage-services-support';

const STORED_IMAGE = /^\/uploads\/services\/[0-9a-f-]{36}\.webp$/;

describe('managing services: POST, PUT and DELETE /api/services', () => {
  const ctx = setUpServiceManagement();
  const { imageOf, create, update, remove, storedImages } = serviceCalls(ctx);

  it('creates a service from a multipart form, storing its image as WebP no larger than 1200 px', async () => {
    const form = serviceForm(
      {
        name: ' Car Denting and Painting ',
        nameMr: 'कार डेंटिंग आणि पेंटिंग',
        description: 'Dents pulled',
        descriptionMr: 'डेंट काढले',
        price: '12000.50',
        sacCode: '998714',
      },
      { bytes: await pngImage(2000, 1000), type: 'image/png', filename: 'car.png' },
    );
    const res = await create(form);
    expect(res.statusCode).toBe(201);
    const { message, service } = res.json();
    expect(message).toBe(serviceMessages.created);
    expect(service).toEqual({
      _id: expect.any(String),
      name: 'Car Denting and Painting',
      nameMr: 'कार डेंटिंग आणि पेंटिंग',
      description: 'Dents pulled',
      descriptionMr: 'डेंट काढले',
      price: 12000.5,
      sacCode: '998714',
      unit: 'job',
      advancePercentage: null,
      gstRate: 18,
      image: expect.stringMatching(STORED_IMAGE),
      archived: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await sharp((await imageOf(service.image))!).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 600 });

    const served = await ctx.t.app.inject({ method: 'GET', url: service.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const [row] = await ctx.t.db.select().from(services).where(eq(services.id, service._id));
    expect(row?.pricePaise).toBe(1_200_050);
    const [log] = await ctx.t.db.select().from(activities).where(eq(activities.entityId, service._id));
    expect(log).toMatchObject({
      actorId: ctx.admin.user.id,
      action: 'service_created',
      entity: 'service',
      message: 'Workshop Admin added the service Car Denting and Painting',
    });
  });

  it('creates a service from JSON without an image, with the default SAC code', async () => {
    const res = await create({ name: 'Fiberglass Roofing', price: 450, role: 'ignored' });
    expect(res.statusCode).toBe(201);
    expect(res.json().service).toMatchObject({
      name: 'Fiberglass Roofing',
      nameMr: '',
      price: 450,
      sacCode: '998714',
      image: null,
    });
  });

  it('rejects bytes that are not an image with 400, whatever their stated type, and stores nothing', async () => {
    const before = await storedImages();
    const form = serviceForm(
      { name: 'Fake', price: '100' },
      { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png', filename: 'fake.png' },
    );
    const res = await create(form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: errorTexts.IMAGE_INVALID,
      fields: { image: errorTexts.IMAGE_INVALID },
    });
    expect(await ctx.t.db.select().from(services).where(eq(services.name, 'Fake'))).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it('rejects an image over 5 MB with 413', async () => {
    const form = serviceForm({ name: 'Huge', price: '100' }, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) });
    const res = await create(form);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: errorTexts.IMAGE_TOO_LARGE });
    expect(await ctx.t.db.select().from(services).where(eq(services.name, 'Huge'))).toEqual([]);
  });

  it('answers 400 naming every bad field', async () => {
    const res = await create(serviceForm({ name: '', price: '0', sacCode: '12AB' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'price', 'sacCode']);
    expect(body.message).toBe('Invalid input: name, price, sacCode');
    const missing = await create({});
    expect(missing.json().fields).toMatchObject({ name: 'Name is required', price: 'Price is required' });
    const tooDear = await create({ name: 'Gold plating', price: '100000000.01' });
    expect(tooDear.json().fields).toEqual({ price: 'Price may be at most ₹1,00,00,000' });
  });

  it('answers 401 without a token and 403 for a customer, changing nothing', async () => {
    const anonymous = await create({ name: 'Sneaky', price: 10 }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: errorTexts.TOKEN_MISSING });
    const byCustomer = await create({ name: 'Sneaky', price: 10 }, ctx.customer);
    expect(byCustomer.statusCode).toBe(403);
    expect(await ctx.t.db.select().from(services).where(eq(services.name, 'Sneaky'))).toEqual([]);

    const { service } = (await create({ name: 'Guarded', price: 10 })).json();
    expect((await update(service._id, { price: 1 }, null)).statusCode).toBe(401);
    expect((await update(service._id, { price: 1 }, ctx.customer)).statusCode).toBe(403);
    expect((await remove(service._id, null)).statusCode).toBe(401);
    expect((await remove(service._id, ctx.customer)).statusCode).toBe(403);
    expect((await ctx.t.app.inject({ method: 'GET', url: `/api/services/${service._id}` })).json()).toMatchObject({
      price: 10,
      archived: false,
    });
  });

  it('updates only the fields sent and replaces the image, removing the old file', async () => {
    const created = (
      await create(
        serviceForm(
          { name: 'Premium Car Polishing', nameMr: 'पॉलिशिंग', price: '3500' },
          { bytes: await pngImage(300, 200) },
        ),
      )
    ).json().service;
    const res = await update(
      created._id,
      serviceForm(
        { nameMr: 'प्रीमियम कार पॉलिशिंग', price: '3999.99', sacCode: '' },
        {
          bytes: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
            .jpeg()
            .toBuffer(),
          type: 'image/jpeg',
          filename: 'new.jpg',
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    const { message, service } = res.json();
    expect(message).toBe(serviceMessages.updated);
    expect(service).toMatchObject({
      _id: created._id,
      name: 'Premium Car Polishing',
      nameMr: 'प्रीमियम कार पॉलिशिंग',
      price: 3999.99,
      sacCode: '998714',
    });
    expect(service.image).toMatch(STORED_IMAGE);
    expect(service.image).not.toBe(created.image);
    expect(await imageOf(created.image)).toBeUndefined();
    expect(await sharp((await imageOf(service.image))!).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
      height: 64,
    });
    const logs = await ctx.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, created._id), eq(activities.action, 'service_updated')));
    expect(logs).toHaveLength(1);
  });

  it('keeps the image when an update sends none, and accepts JSON', async () => {
    const created = (
      await create(serviceForm({ name: 'Fiberglass Bathtub', price: '18000' }, { bytes: await pngImage(100, 100) }))
    ).json().service;
    const res = await update(created._id, { description: 'Moulded to size' });
    expect(res.statusCode).toBe(200);
    expect(res.json().service).toMatchObject({ description: 'Moulded to size', price: 18000, image: created.image });
    expect(await imageOf(created.image)).toBeDefined();
  });

  it('keeps a default advance percentage for new quotations, and clears it with 0', async () => {
    const created = (await create({ name: 'Full respray', price: 40000, advancePercentage: 30 })).json().service;
    expect(created).toMatchObject({ advancePercentage: 30 });
    expect((await update(created._id, { advancePercentage: 101 })).json()).toMatchObject({
      fieldCodes: { advancePercentage: 'ADVANCE_PERCENTAGE_INVALID' },
    });
    expect((await update(created._id, { advancePercentage: 0 })).json().service).toMatchObject({
      advancePercentage: null,
    });
  });

  it('rejects a bad update with 400 and keeps the old image', async () => {
    const created = (
      await create(serviceForm({ name: 'Planter', price: '1200' }, { bytes: await pngImage(100, 100) }))
    ).json().service;
    const bad = await update(created._id, serviceForm({ price: '-5' }, { bytes: await pngImage(50, 50) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('price');
    const notImage = await update(
      created._id,
      serviceForm({ name: 'Planter Pots' }, { bytes: Buffer.from('plain text') }),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: errorTexts.IMAGE_INVALID });
    const res = await ctx.t.app.inject({ method: 'GET', url: `/api/services/${created._id}` });
    expect(res.json()).toMatchObject({ name: 'Planter', price: 1200, image: created.image });
    expect(await imageOf(created.image)).toBeDefined();
  });

  it("answers 404 'Service not found' when updating or deleting an unknown id, storing no image", async () => {
    const before = await storedImages();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const put = await update(id, serviceForm({ name: 'Ghost' }, { bytes: await pngImage(20, 20) }));
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ message: errorTexts.SERVICE_NOT_FOUND });
      const del = await remove(id);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toMatchObject({ message: errorTexts.SERVICE_NOT_FOUND });
    }
    expect(await storedImages()).toEqual(before);
  });
});
