import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, type TestUser } from '../../../test/factories';
import { catalogueVersion } from './catalogue-version';

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

  it('shows a service created, changed and removed through another instance at once', async () => {
    const other = await t.anotherInstance();
    const headers = admin.headers;
    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]); // now answered from this instance's memory

    const before = await catalogueVersion(t.db);
    const created = await other.inject({
      method: 'POST',
      url: '/api/services',
      payload: { name: 'Fiberglass Roofing', price: 450 },
      headers,
    });
    expect(created.statusCode).toBe(201);
    expect(await catalogueVersion(t.db)).toBe(before + 1);
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
