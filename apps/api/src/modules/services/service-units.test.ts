import { errorTexts } from '@karigar/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { serviceCalls, setUpServiceManagement } from './manage-services-support';

describe('a service states its unit and the GST on its price', () => {
  const ctx = setUpServiceManagement();
  const { create, update } = serviceCalls(ctx);

  it('stores the unit chosen, answers it with the GST rate of a GST-registered workshop, and defaults to job', async () => {
    const roofing = await create({ name: 'Roofing', price: 450, unit: 'sqft' });
    expect(roofing.statusCode).toBe(201);
    expect(roofing.json().service).toMatchObject({ price: 450, unit: 'sqft', gstRate: 18 });
    const plain = await create({ name: 'Polish', price: 3500 });
    expect(plain.json().service).toMatchObject({ unit: 'job', gstRate: 18 });

    const id: string = roofing.json().service._id;
    const changed = await update(id, { unit: 'panel' });
    expect(changed.json().service).toMatchObject({ name: 'Roofing', unit: 'panel' });
    const read = await ctx.t.app.inject({ method: 'GET', url: `/api/services/${id}` });
    expect(read.json()).toMatchObject({ unit: 'panel', gstRate: 18 });
  });

  it('refuses a unit outside piece, sq ft, panel and job with its code, changing nothing', async () => {
    const bad = await create({ name: 'Paint', price: 100, unit: 'litre' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      fields: { unit: errorTexts.SERVICE_UNIT_INVALID },
      fieldCodes: { unit: 'SERVICE_UNIT_INVALID' },
    });
    const service = await createService(ctx.t, { unit: 'piece' });
    const badUpdate = await update(service.id, { unit: 'kg' });
    expect(badUpdate.statusCode).toBe(400);
    const read = await ctx.t.app.inject({ method: 'GET', url: `/api/services/${service.id}` });
    expect(read.json().unit).toBe('piece');
  });
});

describe('a workshop without a GSTIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BUSINESS_GSTIN: '' } });
  });
  afterAll(() => t.close());

  it('lists its prices with no GST rate', async () => {
    const service = await createService(t, { name: 'Roofing', price: 450, unit: 'sqft' });
    const list = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(list.json().services).toEqual([expect.objectContaining({ _id: service.id, unit: 'sqft', gstRate: null })]);
  });
});
