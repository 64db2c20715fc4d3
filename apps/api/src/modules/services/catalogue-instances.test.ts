import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, type TestUser } from '../../../test/factories';
import { heard } from '../../../test/change-notices';
import { CATALOGUE_TOPIC, catalogueVersion } from './catalogue-version';

describe('the cached catalogue with several app instances', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const names = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/services' })).json().services as { name: string }[]).map(
      (s) => s.name,
    );

  it('shows a service created, changed and removed through another instance as soon as it hears so', async () => {
    const other = await t.anotherInstance();
    const headers = admin.headers;
    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]); // now answered from this instance's memory
    /** `change` made through the other instance, once this one has heard of it. */
    const through = async (change: InjectOptions) => {
      const heardHere = heard(t.app, CATALOGUE_TOPIC);
      const res = await other.inject(change);
      await heardHere;
      return res;
    };

    const before = await catalogueVersion(t.db);
    const created = await through({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Fiberglass Roofing', price: 450 },
      headers,
    });
    expect(created.statusCode).toBe(201);
    expect(await catalogueVersion(t.db)).toBe(before + 1);
    expect(await names()).toEqual(['Fiberglass Roofing']);

    const id = created.json().service._id as string;
    const renamed = await through({
      method: 'PUT',
      url: `/api/services/${id}`,
      payload: { name: 'FRP Roofing' },
      headers,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['FRP Roofing']);

    expect((await through({ method: 'DELETE', url: `/api/services/${id}`, headers })).statusCode).toBe(200);
    expect(await names()).toEqual([]);
  });

  it('shows a change made through this instance in its very next answer', async () => {
    expect(await names()).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Car Polishing', price: 300 },
      headers: admin.headers,
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toEqual(['Car Polishing']);
    const id = created.json().service._id as string;
    await t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: admin.headers });
    expect(await names()).toEqual([]);
  });

  it('leaves the version alone when a change is refused', async () => {
    const before = await catalogueVersion(t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/services/00000000-0000-0000-0000-000000000000',
      payload: { name: 'Nothing' },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await catalogueVersion(t.db)).toBe(before);
  });
});
