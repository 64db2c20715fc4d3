import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, type TestUser } from '../../../test/factories';
import { catalogueVersionOf } from './catalogue-version';

describe('the cached catalogue with several app instances', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());
  const catalogueVersion = () => catalogueVersionOf(t.db)();

  const names = async () =>
    ((await t.app.inject({ method: 'GET', url: '/api/services' })).json().services as { name: string }[]).map(
      (s) => s.name,
    );

  it('shows a service created, changed and removed through another instance in its next answer', async () => {
    const other = await t.anotherInstance();
    const headers = admin.headers;
    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]); // now answered from this instance's memory

    const before = await catalogueVersion();
    const created = await other.inject({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Fiberglass Roofing', price: 450 },
      headers,
    });
    expect(created.statusCode).toBe(201);
    expect(await catalogueVersion()).toBe(before + 1);
    expect(await names()).toEqual(['Fiberglass Roofing']);

    const id = created.json().service._id as string;
    const renamed = await other.inject({
      method: 'PUT',
      url: `/api/services/${id}`,
      payload: { name: 'FRP Roofing' },
      headers,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['FRP Roofing']);

    expect((await other.inject({ method: 'DELETE', url: `/api/services/${id}`, headers })).statusCode).toBe(200);
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
    const before = await catalogueVersion();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/services/00000000-0000-0000-0000-000000000000',
      payload: { name: 'Nothing' },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(await catalogueVersion()).toBe(before);
  });
});
