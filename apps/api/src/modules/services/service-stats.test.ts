import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { insertOrderRow, insertQuotationRow, insertServiceRow } from '../../../test/service-fixtures';

describe('GET /api/services/stats/overview', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const overview = () => t.app.inject({ method: 'GET', url: '/api/services/stats/overview' });

  it('answers zero and no top services for an empty catalogue', async () => {
    const res = await overview();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalServices: 0, topServices: [] });
  });

  it('counts catalogue services and ranks the top five by quotations plus orders, without a token', async () => {
    const { user } = await createUser(t);
    const names = ['Bathtub', 'Car Polishing', 'Denting', 'Doors', 'Interior', 'Planters', 'Roofing'];
    const rows = Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await insertServiceRow(t, { name, price: 1000 })] as const)),
    );
    const retired = await insertServiceRow(t, { name: 'Retired', price: 10, archivedAt: new Date() });
    const refer = async (name: string, quotations: number, orders: number) => {
      for (let i = 0; i < quotations; i++) await insertQuotationRow(t, user.id, rows[name]!);
      for (let i = 0; i < orders; i++) await insertOrderRow(t, user.id, rows[name]!);
    };
    await refer('Roofing', 2, 2);
    await refer('Planters', 3, 0);
    await refer('Denting', 0, 1);
    for (let i = 0; i < 9; i++) await insertQuotationRow(t, user.id, retired);

    const res = await overview();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalServices).toBe(7);
    expect(body.topServices.map((s: { name: string; requests: number }) => [s.name, s.requests])).toEqual([
      ['Roofing', 4],
      ['Planters', 3],
      ['Denting', 1],
      ['Bathtub', 0],
      ['Car Polishing', 0],
    ]);
    expect(body.topServices[0]).toEqual({
      _id: rows['Roofing']!.id,
      name: 'Roofing',
      nameMr: '',
      price: 1000,
      image: null,
      requests: 4,
    });
  });
});
