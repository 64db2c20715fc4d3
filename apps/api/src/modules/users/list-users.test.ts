import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { eq } from 'drizzle-orm';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/users';

describe('the admin user list: GET /api/users and /api/users/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    const ravi = await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    await t.db.update(users).set({ phone: '98220 12345' }).where(eq(users.id, ravi.user.id));
    const gone = await createUser(t, { name: 'Asha Gone', email: 'gone@example.com' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
  });
  afterAll(() => t.close());

  const list = (query: string, user: TestUser | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: user?.headers ?? {} });

  it('lists active users newest first with totals and no secrets', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ totalUsers: 3, totalPages: 1, currentPage: 1 });
    expect(body.users.map((u: { email: string }) => u.email)).not.toContain('gone@example.com');
    expect(body.users[0].name).toBe('Ravi Kulkarni');
    expect(res.body).not.toMatch(/passwordHash|password_hash|mfaSecret/);
  });

  it('searches by name, email or phone regardless of case and filters by role', async () => {
    expect((await list('?search=ASH')).json().users.map((u: { name: string }) => u.name)).toEqual(['Asha Patil']);
    expect((await list('?search=Ravi%40')).json().pagination.totalUsers).toBe(1);
    expect((await list('?search=12345')).json().users.map((u: { name: string }) => u.name)).toEqual(['Ravi Kulkarni']);
    expect((await list('?role=admin')).json().users).toHaveLength(1);
    expect((await list('?role=user&search=kulkarni')).json().pagination.totalUsers).toBe(1);
    expect((await list('?role=admin&search=kulkarni')).json().pagination.totalUsers).toBe(0);
    expect((await list('?search=%25')).json().pagination.totalUsers).toBe(0);
    expect((await list('?role=owner')).statusCode).toBe(400);
  });

  it('sorts on whitelisted keys only', async () => {
    const names = (await list('?sortKey=name&sortOrder=asc')).json().users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    expect((await list('?sortKey=password_hash')).statusCode).toBe(400);
  });

  it('pages ten at a time unless told otherwise', async () => {
    for (let i = 0; i < 9; i++) await createUser(t, { name: `Extra ${i}` });
    const body = (await list('')).json();
    expect(body.users).toHaveLength(10);
    expect(body.pagination).toEqual({ totalUsers: 12, totalPages: 2, currentPage: 1 });
    expect((await list('?limit=101')).statusCode).toBe(400);
  });

  it('pages with limit', async () => {
    const body = (await list('?limit=5&page=3')).json();
    expect(body.pagination).toEqual({ totalUsers: 12, totalPages: 3, currentPage: 3 });
    expect(body.users).toHaveLength(2);
  });

  it('answers one user by id, 404 for unknown, deleted or malformed ids', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${asha.user.id}`, headers: admin.headers })).json().email,
    ).toBe('asha@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/nope', headers: admin.headers })).statusCode).toBe(
      404,
    );
    const [gone] = await t.db.select().from(users).where(eq(users.email, 'gone@example.com'));
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${gone?.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
  });

  it('is for admins only', async () => {
    expect((await list('', asha)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});
