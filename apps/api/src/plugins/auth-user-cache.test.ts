import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../test/factories';
import { users } from '../db/schema/users';
import { CHANGES_CHANNEL, userTopic } from '../lib/change-notices/notify-change';
import { heard } from '../../test/change-notices';

/**
 * The signed-in user's row is kept briefly per instance; every change that matters drops it at once
 * on the instance that made it and, through PostgreSQL's notices, on every other one.
 */
describe("the per-instance cache of signed-in users' rows", () => {
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

  it('refuses the access token right after a logout, though the row was kept', async () => {
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

  it('reads the row on every request while changes cannot be heard, and listens again', async () => {
    const who = await createUser(t);
    expect((await me(who)).statusCode).toBe(200);
    // A change nobody is told of: the kept row still answers (for at most a few seconds).
    const endSessionsUntold = () =>
      t.db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, who.user.id));
    await endSessionsUntold();
    expect((await me(who)).statusCode).toBe(200);

    const lost = heard(t.app, null);
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${CHANGES_CHANNEL}`}`,
    );
    await lost;
    expect(t.app.changes.listening).toBe(false);
    expect((await me(who)).statusCode).toBe(401);

    await heard(t.app, null);
    expect(t.app.changes.listening).toBe(true);
    const again = await createUser(t);
    expect((await me(again)).statusCode).toBe(200);
  });

  it('drops the row another instance kept when the account changes on this one', async () => {
    const other = await t.anotherInstance();
    const who = await createUser(t);
    expect((await me(who, other)).statusCode).toBe(200);
    const told = heard(other, userTopic(who.user.id));
    const promoted = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.user.id}`,
      headers: admin.headers,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    await told;
    const users = await other.inject({ method: 'GET', url: '/api/users', headers: who.headers });
    expect(users.statusCode).toBe(200);

    const deletedTold = heard(other, userTopic(who.user.id));
    await t.app.inject({ method: 'DELETE', url: `/api/users/${who.user.id}`, headers: admin.headers });
    await deletedTold;
    expect((await me(who, other)).statusCode).toBe(401);
  });
});
