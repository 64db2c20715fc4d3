import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, type TestUser } from '../../../test/factories';
import { createService } from '../../../test/catalogue-factories';
import { lastLinkToken, RESET_LINK } from '../../../test/mail-links';

describe('walk-in customers: a name and a phone number, no email', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  beforeEach(async () => t.clearMail());
  afterAll(async () => t.close());

  const createUser = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/create', headers: admin.headers, payload });
  const walkIn = async (name: string) => {
    const res = await createUser({ name, phone: '98220 12345', role: 'user' });
    expect(res.statusCode).toBe(201);
    return res.json<{ user: { _id: string; email: string | null; phone: string } }>().user;
  };

  it('are created by the admin with no email, mailed nothing, and listed and exported without one', async () => {
    const user = await walkIn('Ramesh Shinde');
    expect(user).toMatchObject({ email: null, phone: '+919822012345' });
    expect(await t.mail()).toEqual([]);
    const list = await t.app.inject({ method: 'GET', url: '/api/users?search=Ramesh', headers: admin.headers });
    expect(list.json<{ users: { email: string | null }[] }>().users).toEqual([
      expect.objectContaining({ name: 'Ramesh Shinde', email: null }),
    ]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/users/export.csv', headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ramesh Shinde');
  });

  it('cannot be admins or have a password: an account that signs in needs an email', async () => {
    for (const payload of [
      { name: 'No Mail Admin', role: 'admin' },
      { name: 'No Mail Password', role: 'user', password: 'a long new password' },
    ]) {
      const res = await createUser(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fieldCodes: { email: 'EMAIL_NEEDED_TO_SIGN_IN' } });
    }
  });

  it('get manual orders, and no mail is queued for them', async () => {
    const user = await walkIn('Sunita Kale');
    const service = await createService(t, { name: 'Water tank lining', price: 2000, sacCode: '998714' });
    await t.clearMail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { userId: user._id, serviceId: service.id, quantity: 2 },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<{ order: { _id: string; email: string | null; name: string } }>().order;
    expect(order).toMatchObject({ name: 'Sunita Kale', email: null });
    expect(await t.mail()).toEqual([]);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${order._id}/pdf`,
      headers: admin.headers,
    });
    expect(invoice.statusCode).toBe(200);
    const search = await t.app.inject({ method: 'GET', url: '/api/orders?search=Sunita', headers: admin.headers });
    expect(search.json<{ orders: { _id: string }[] }>().orders.map((o) => o._id)).toEqual([order._id]);
  });

  it('can sign in once the admin adds their email: they are mailed a link to choose a password', async () => {
    const user = await walkIn('Vijay Patil');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user._id}`,
      headers: admin.headers,
      payload: { email: 'vijay@example.in' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.mail()).map((mail) => mail.to)).toEqual(['vijay@example.in']);
    const token = await lastLinkToken(t, RESET_LINK);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'tank lining at noon' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'vijay@example.in', password: 'tank lining at noon' },
    });
    expect(login.statusCode).toBe(200);
  });
});
