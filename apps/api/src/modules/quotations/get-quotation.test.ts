import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

describe('GET /api/quotations/:id', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let id: string;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    other = await createUser(t);
    admin = await createAdmin(t);
    id = (await createQuotation(t, customer.user, await createService(t, { price: 450 }))).id;
  });
  afterAll(async () => t.close());

  const get = (url: string, user: TestUser | null) =>
    t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  it('shows the owner and admins the quotation with its history', async () => {
    for (const user of [customer, admin]) {
      const res = await get(`/api/quotations/${id}`, user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        _id: id,
        totalAfterTax: 531,
        followUpHistory: [],
        revisions: [{ version: 1 }],
      });
    }
  });

  it('answers 404 Quotation not found to anyone else, for unknown and malformed ids; 401 without a token', async () => {
    for (const [url, user] of [
      [`/api/quotations/${id}`, other],
      ['/api/quotations/00000000-0000-4000-8000-000000000000', admin],
      ['/api/quotations/nope', admin],
    ] as const) {
      const res = await get(url, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Quotation not found' });
    }
    expect((await get(`/api/quotations/${id}`, null)).statusCode).toBe(401);
  });
});
