import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { authThrottles } from '../../db/schema/auth-throttles';
import { passwordResets } from '../../db/schema/password-resets';
import { rateLimits } from '../../db/schema/rate-limits';
import { refreshTokens } from '../../db/schema/refresh-tokens';
import { cleanUpExpired } from './clean-up-expired';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);
const HOUR = 60 * 60 * 1000;

describe('cleaning up expired records', () => {
  it('deletes what expired and keeps what can still be used', async () => {
    const { user: customer } = await createUser(t);
    const family = crypto.randomUUID();
    await t.db.insert(refreshTokens).values([
      { userId: customer.id, familyId: family, tokenHash: 'expired-token', expiresAt: ago(HOUR) },
      { userId: customer.id, familyId: family, tokenHash: 'live-token', expiresAt: ahead(HOUR) },
      {
        userId: customer.id,
        familyId: family,
        tokenHash: 'rotated-long-ago',
        expiresAt: ahead(HOUR),
        rotatedAt: ago(HOUR),
        successor: 'sealed-pair',
      },
      {
        userId: customer.id,
        familyId: family,
        tokenHash: 'rotated-just-now',
        expiresAt: ahead(HOUR),
        rotatedAt: new Date(),
        successor: 'sealed-pair',
      },
    ]);
    await t.db.insert(passwordResets).values([
      { userId: customer.id, tokenHash: 'expired-reset', expiresAt: ago(1000) },
      { userId: customer.id, tokenHash: 'live-reset', expiresAt: ahead(HOUR) },
    ]);
    await t.db.insert(authThrottles).values([
      { key: 'login:forgotten', failures: 3, updatedAt: ago(25 * HOUR) },
      { key: 'login:recent', failures: 3, updatedAt: ago(HOUR) },
      { key: 'login:still-blocked', failures: 20, blockedUntil: ahead(HOUR), updatedAt: ago(25 * HOUR) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'ip:past', hits: 4, resetsAt: ago(1000) },
      { key: 'ip:current', hits: 4, resetsAt: ahead(60_000) },
    ]);

    const summary = await cleanUpExpired(t.db);

    expect(summary).toMatchObject({
      refreshTokens: 1,
      refreshSuccessors: 1,
      passwordResets: 1,
      throttles: 1,
      rateLimits: 1,
    });
    const left = async (table: string, column: string) =>
      (await t.db.execute<{ v: string }>(sql.raw(`select ${column} as v from ${table} order by 1`))).rows.map(
        (r) => r.v,
      );
    expect(await left('refresh_tokens', 'token_hash')).toEqual(['live-token', 'rotated-just-now', 'rotated-long-ago']);
    expect(await left('refresh_tokens', "token_hash || ':' || coalesce(successor, '-')")).toEqual([
      'live-token:-',
      'rotated-just-now:sealed-pair',
      'rotated-long-ago:-',
    ]);
    expect(await left('password_resets', 'token_hash')).toEqual(['live-reset']);
    expect(await left('auth_throttles', 'key')).toEqual(['login:recent', 'login:still-blocked']);
    expect(await left('rate_limits', 'key')).toEqual(['ip:current']);
  });
});
