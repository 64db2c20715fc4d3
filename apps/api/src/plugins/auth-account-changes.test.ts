import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';

/**
 * Every authenticated request reads its user's row, so a change to the account made through any
 * instance applies to the next request on every instance.
 */
describe('account changes and the access tokens already issued', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  const me = (who: { headers: TestUser['headers'] }, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers });
  const bearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

  it('refuses the access token right after a logout', async () => {
    const who = await createUser(t, { password: 'secret-pass' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: 'secret-pass' },
    });
    const session = login.json<{ accessToken: string; refreshToken: string }>();
    expect((await me(bearer(session.accessToken))).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken).headers,
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(bearer(session.accessToken))).statusCode).toBe(401);
  });

  it('applies a role change to the next request of the same token', async () => {
    const who = await createUser(t);
    const usersList = () => t.app.inject({ method: 'GET', url: '/api/users', headers: who.headers });
    const setRole = (role: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${who.user.id}`, headers: admin.headers, payload: { role } });
    expect((await usersList()).statusCode).toBe(403);
    expect((await setRole('admin')).statusCode).toBe(200);
    expect((await usersList()).statusCode).toBe(200);
    expect((await setRole('user')).statusCode).toBe(200);
    expect((await usersList()).statusCode).toBe(403);
  });

  it("refuses a deleted account's token right after the deletion", async () => {
    const who = await createUser(t);
    expect((await me(who)).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/${who.user.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await me(who)).statusCode).toBe(401);
  });

  it('applies an account change made through one instance to the next request on another', async () => {
    const other = await t.anotherInstance();
    const who = await createUser(t);
    expect((await me(who, other)).statusCode).toBe(200);
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.user.id}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    const users = await other.inject({ method: 'GET', url: '/api/users', headers: who.headers });
    expect(users.statusCode).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `/api/users/${who.user.id}`, headers: admin.headers });
    expect((await me(who, other)).statusCode).toBe(401);
  });
});
