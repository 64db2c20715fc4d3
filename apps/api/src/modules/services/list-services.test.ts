import { errorTexts } from '@karigar/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { insertServiceRow } from '../../../test/service-fixtures';
import type { ServiceRow } from '../../db/schema/services';

describe('public catalogue: GET /api/services and /api/services/:id', () => {
  let t: TestApp;
  let archived: ServiceRow;
  let polishing: ServiceRow;
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

  beforeAll(async () => {
    t = await createTestApp();
    await insertServiceRow(t, {
      name: 'Car Denting and Painting',
      nameMr: 'कार डेंटिंग आणि पेंटिंग',
      price: 12000,
      createdAt: minutesAgo(5),
    });
    polishing = await insertServiceRow(t, {
      name: 'Premium Car Polishing',
      nameMr: 'प्रीमियम कार पॉलिशिंग',
      price: 3500.5,
      createdAt: minutesAgo(4),
    });
    await insertServiceRow(t, {
      name: 'Fiberglass Planter Pots',
      nameMr: 'फायबरग्लास प्लांटर कुंड्या',
      price: 1200,
      createdAt: minutesAgo(3),
    });
    await insertServiceRow(t, { name: '100% Waterproof_Coat', price: 900, createdAt: minutesAgo(2) });
    archived = await insertServiceRow(t, {
      name: 'Old Car Wash',
      price: 300,
      createdAt: minutesAgo(1),
      archivedAt: new Date(),
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists catalogue services newest first, prices in rupees, without archived ones and without a token', async () => {
    const res = await get('/api/services');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, totalPages: 1 });
    expect(body.services.map((s: { name: string }) => s.name)).toEqual([
      '100% Waterproof_Coat',
      'Fiberglass Planter Pots',
      'Premium Car Polishing',
      'Car Denting and Painting',
    ]);
    expect(body.services[2]).toEqual({
      _id: polishing.id,
      name: 'Premium Car Polishing',
      nameMr: 'प्रीमियम कार पॉलिशिंग',
      description: '',
      descriptionMr: '',
      price: 3500.5,
      sacCode: '998714',
      unit: 'job',
      advancePercentage: null,
      gstRate: 18,
      image: null,
      archived: false,
      createdAt: polishing.createdAt.toISOString(),
      updatedAt: polishing.updatedAt.toISOString(),
    });
  });

  it('pages through the catalogue with page and limit', async () => {
    const res = await get('/api/services?page=2&limit=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 2, totalPages: 2 });
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(['Car Denting and Painting']);
  });

  it('answers 400 for a limit above 100 or a page below 1', async () => {
    expect((await get('/api/services?limit=101')).statusCode).toBe(400);
    const res = await get('/api/services?page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('page');
  });

  it('searches the English name case-insensitively, best match first', async () => {
    const res = await get('/api/services?search=CAR%20POLISH');
    expect(res.json().services.map((s: { name: string }) => s.name)).toEqual(['Premium Car Polishing']);
    const car = await get('/api/services?search=car');
    const names = car.json().services.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(2);
    expect(names).toEqual(expect.arrayContaining(['Premium Car Polishing', 'Car Denting and Painting']));
    expect(car.json().total).toBe(2);
  });

  it('searches the Marathi name', async () => {
    const res = await get(`/api/services?search=${encodeURIComponent('कुंड्या')}`);
    expect(res.json().services.map((s: { name: string }) => s.name)).toEqual(['Fiberglass Planter Pots']);
  });

  it('matches % and _ literally, not as wildcards', async () => {
    expect((await get('/api/services?search=%25')).json().services.map((s: { name: string }) => s.name)).toEqual([
      '100% Waterproof_Coat',
    ]);
    expect((await get('/api/services?search=f_')).json().services.map((s: { name: string }) => s.name)).toEqual([
      '100% Waterproof_Coat',
    ]);
    expect((await get('/api/services?search=nothing%20like%20this')).json()).toMatchObject({
      services: [],
      total: 0,
      totalPages: 1,
    });
  });

  it('never finds an archived service by search', async () => {
    expect((await get('/api/services?search=wash')).json().total).toBe(0);
  });

  it('shows one service by id', async () => {
    const res = await get(`/api/services/${polishing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: polishing.id,
      name: 'Premium Car Polishing',
      price: 3500.5,
      archived: false,
    });
  });

  it('still shows an archived service by id, so history can show it', async () => {
    const res = await get(`/api/services/${archived.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Old Car Wash', archived: true });
  });

  it("answers 404 'Service not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(`/api/services/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: errorTexts.SERVICE_NOT_FOUND });
    }
  });
});
