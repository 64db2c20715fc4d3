import { errorTexts } from '@karigar/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { refreshTokens } from '../../db/schema/refresh-tokens';
import { hashToken } from '../../lib/tokens';
import { REFRESH_REUSE_GRACE_MS } from './refresh-session';

describe('refresh tokens and logout', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { name: 'Ravi Kale', password: 'secret-pass' });
  });
  afterAll(() => t.close());

  async function login(): Promise<{ accessToken: string; refreshToken: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: 'secret-pass' },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });

  it('rotates: answers a new access and refresh token, and the old refresh token is spent', async () => {
    const first = await login();
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    // Even within the same second: every access token carries its own id.
    expect(next.accessToken).not.toBe(first.accessToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);
    const [stored] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    expect(stored?.rotatedAt).not.toBeNull();
    // Only hashes are stored.
    expect((await t.db.select().from(refreshTokens)).some((r) => r.tokenHash === next.refreshToken)).toBe(false);
  });

  it('revokes the whole family when a token spent longer ago than the grace is presented again', async () => {
    const first = await login();
    const second = (await refresh(first.refreshToken)).json();
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(errorTexts.REFRESH_FAILED);
    // The token issued by the rotation is now revoked too.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(second.refreshToken)));
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row!.familyId));
    expect(family.length).toBeGreaterThanOrEqual(2);
    expect(family.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('answers ten simultaneous refreshes with one token with one and the same pair, and the session lives on', async () => {
    const { refreshToken } = await login();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((r) => r.json() as { accessToken: string; refreshToken: string });
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(1);
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row!.familyId));
    expect(family.filter((r) => r.rotatedAt === null && r.revokedAt === null)).toHaveLength(1);
    expect((await me(pairs[0]!.accessToken)).statusCode).toBe(200);
    expect((await refresh(pairs[0]!.refreshToken)).statusCode).toBe(200);
  });

  it('answers a retry within the grace with the first answer, without stretching the grace, sealed at rest', async () => {
    const { refreshToken } = await login();
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = async () =>
      (
        await t.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      )[0]!;
    const firstRotation = (await rotated()).rotatedAt;
    const retry = await refresh(refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await me(retry.json().accessToken)).statusCode).toBe(200);
    const row = await rotated();
    expect(row.rotatedAt).toEqual(firstRotation);
    expect(row.successor).not.toBeNull();
    expect(row.successor).not.toContain(first.json().refreshToken);
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, row.familyId));
    expect(family).toHaveLength(2);
    expect(family.every((r) => r.revokedAt === null)).toBe(true);
  });

  it('forgets the kept pair when a reuse after the grace revokes the family', async () => {
    const { refreshToken } = await login();
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    await t.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(row).toMatchObject({ successor: null, revokedAt: expect.any(Date) });
  });

  it('never accepts a revoked token, even one rotated a moment ago', async () => {
    const { refreshToken } = await login();
    const next = (await refresh(refreshToken)).json();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: next.refreshToken } });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('answers 401 "Token refresh failed" for an unknown, expired or missing token', async () => {
    expect((await refresh('made-up-token')).json()).toMatchObject({ message: errorTexts.REFRESH_FAILED });
    const { refreshToken } = await login();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const expired = await refresh(refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(errorTexts.REFRESH_FAILED);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('stores refresh tokens for 30 days', async () => {
    const { refreshToken } = await login();
    const [row] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('logs out: revokes the given refresh token and records it', async () => {
    const { refreshToken, accessToken } = await login();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    const logs = await t.db.select().from(activities).where(eq(activities.action, 'logout'));
    expect(logs[0]).toMatchObject({ actorId: user.user.id, message: 'Ravi Kale logged out' });
  });

  it('answers 200 to a logout with an unknown token or none', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: 'whatever' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: 'Logged out' });
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(none.statusCode).toBe(200);
  });

  it('answers 200 to a logout without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
  });
});
