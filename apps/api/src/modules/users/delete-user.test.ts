import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';
import { storeAvatar } from './avatar';

describe('DELETE /api/users/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let orderId: string;
  let quotationId: string;
  let serviceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Sunil Admin' });
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com', password: 'asha-secret' });
    const service = await createService(t, { name: 'Bumper repaint' });
    serviceId = service.id;
    orderId = (await createOrder(t, asha.user, service)).id;
    quotationId = (await createQuotation(t, asha.user, service)).id;
  });
  afterAll(() => t.close());

  const remove = (id: string, who: TestUser | null = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: who?.headers ?? {} });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('is for admins only', async () => {
    const customer = await createUser(t, { name: 'Kiran Customer' });
    expect((await remove(asha.user.id, customer)).statusCode).toBe(403);
    expect((await remove(asha.user.id, null)).statusCode).toBe(401);
  });

  it('deletes the account and ends its sessions at once', async () => {
    const session = (await login('asha@example.com', 'asha-secret')).json();
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(200);

    const res = await remove(asha.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });

    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asha.headers })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const [row] = await t.db.select().from(activities).where(eq(activities.action, 'user_deleted'));
    expect(row).toMatchObject({
      actorId: admin.user.id,
      message: 'Sunil Admin deleted the account of Asha Patil',
      params: {
        actor: 'Sunil Admin',
        name: 'Asha Patil',
        email: 'asha@example.com',
        role: 'user',
        userId: asha.user.id,
      },
    });
  });

  it('leaves a deleted user unable to log in, reset a password, or be found', async () => {
    expect((await login('asha@example.com', 'asha-secret')).statusCode).toBe(401);
    const before = (await t.mail()).length;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'asha@example.com' },
    });
    expect(forgot.statusCode).toBe(200);
    expect((await t.mail()).slice(before).some((m) => m.to === 'asha@example.com')).toBe(false);
    const get = await t.app.inject({ method: 'GET', url: `/api/users/${asha.user.id}`, headers: admin.headers });
    expect(get.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/users?search=asha', headers: admin.headers });
    expect(list.json().pagination.totalUsers).toBe(0);
    expect((await remove(asha.user.id)).statusCode).toBe(404);
    const manualOrder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin.headers,
      payload: { userId: asha.user.id, serviceId, quantity: 1 },
    });
    expect(manualOrder.statusCode).toBe(404);
  });

  it('keeps their orders and quotations, still showing their name', async () => {
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin.headers });
    expect(order.statusCode).toBe(200);
    expect(order.json().name).toBe('Asha Patil');
    const quotation = await t.app.inject({
      method: 'GET',
      url: `/api/quotations/${quotationId}`,
      headers: admin.headers,
    });
    expect(quotation.statusCode).toBe(200);
    expect(quotation.json().userId.name).toBe('Asha Patil');
    const quotations = await t.app.inject({ method: 'GET', url: '/api/quotations/admin', headers: admin.headers });
    expect(quotations.json().quotations.map((q: { userId: { name: string } }) => q.userId.name)).toContain(
      'Asha Patil',
    );
  });

  it('stops serving the avatar of a deleted account', async () => {
    const kiran = await createUser(t, { name: 'Kiran Avatar' });
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer();
    const profileImage = await storeAvatar(t.db, picture);
    await t.db.update(users).set({ profileImage }).where(eq(users.id, kiran.user.id));
    expect((await t.app.inject({ method: 'GET', url: profileImage })).statusCode).toBe(200);

    expect((await remove(kiran.user.id)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: profileImage })).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, kiran.user.id));
    expect(row?.profileImage).toBeNull();
  });

  it('lets the email register again as a new account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Asha Again', email: 'asha@example.com', password: 'another-secret' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user._id).not.toBe(asha.user.id);
    expect(await t.db.select().from(users).where(eq(users.email, 'asha@example.com'))).toHaveLength(2);
  });

  it('refuses to delete oneself, and so never the last admin', async () => {
    const res = await remove(admin.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot delete your own account.');
    const second = await createAdmin(t, { name: 'Second Admin' });
    expect((await remove(second.user.id)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/stats', headers: admin.headers })).json(),
    ).toMatchObject({
      totalAdmins: 1,
    });
  });

  it('keeps one admin when two admins delete each other at the same moment', async () => {
    const other = await createAdmin(t, { name: 'Other Admin' });
    const [a, b] = await Promise.all([remove(other.user.id, admin), remove(admin.user.id, other)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.filter((u) => u.deletedAt === null)).toHaveLength(1);
  });
});
