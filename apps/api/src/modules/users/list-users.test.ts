import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

describe('the admin user list: GET /api/users and /api/users/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
  });
  afterAll(() => t.close());

  const list = (query: string, user: TestUser | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: user?.headers ?? {} });

  it('lists users newest first with totals and no secrets', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalUsers: 3, totalPages: 1, currentPage: 1 });
    expect(body.users[0].name).toBe('Ravi Kulkarni');
    expect(res.body).not.toMatch(/passwordHash|password_hash|mfaSecret/);
  });

  it('searches by name or email and filters by role', async () => {
    expect((await list('?search=ash')).json().users.map((u: { name: string }) => u.name)).toEqual(['Asha Patil']);
    expect((await list('?search=ravi%40')).json().totalUsers).toBe(1);
    expect((await list('?role=admin')).json().users).toHaveLength(1);
    expect((await list('?search=%25')).json().totalUsers).toBe(0);
  });

  it('sorts on whitelisted keys only', async () => {
    const names = (await list('?sortKey=name&sortOrder=asc')).json().users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort());
    expect((await list('?sortKey=password_hash')).statusCode).toBe(400);
  });

  it('pages with limit', async () => {
    const body = (await list('?limit=2&page=2')).json();
    expect(body).toMatchObject({ totalUsers: 3, totalPages: 2, currentPage: 2 });
    expect(body.users).toHaveLength(1);
  });

  it('answers one user by id, 404 for unknown or malformed ids', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${asha.user.id}`, headers: admin.headers })).json().email,
    ).toBe('asha@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/nope', headers: admin.headers })).statusCode).toBe(
      404,
    );
  });

  it('is for admins only', async () => {
    expect((await list('', asha)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});
