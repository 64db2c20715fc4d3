import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';
import { insertCustomerOrder } from '../modules/payments/payment-test-fixtures';

describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let orderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t);
    orderId = (await insertCustomerOrder(t, asha)).id;
  });
  afterAll(async () => t.close());

  const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers ?? {} });

  it('is no-store on every answer of a signed-in user, CSV exports and invoice PDFs included', async () => {
    const asked: [string, TestUser][] = [
      ['/api/auth/me', asha],
      ['/api/orders/my', asha],
      [`/api/orders/${orderId}`, asha],
      [`/api/invoices/${orderId}/pdf`, asha],
      ['/api/users', admin],
      ['/api/orders/export.csv', admin],
      ['/api/quotations/export.csv', admin],
      ['/api/users/export.csv', admin],
      ['/api/activity/export.csv', admin],
    ];
    for (const [url, user] of asked) {
      const res = await get(url, user);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on refusals and on answers that carry tokens', async () => {
    const refused = await get('/api/orders/my');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const forbidden = await get('/api/users', asha);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: asha.user.email, password: asha.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
