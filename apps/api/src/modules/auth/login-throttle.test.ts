import { errorTexts } from '@karigar/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { authThrottles } from '../../db/schema/auth-throttles';
import { throttles } from './rate-limits';

describe('growing delays on wrong passwords, per email and client IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { freeFailures, firstDelayMs, maxDelayMs, forgetAfterMs } = throttles.login('', '').policy;
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const failFreely = async (email: string, ip: string) => {
    for (let i = 0; i < freeFailures; i++) expect((await login(email, `wrong-${i}`, ip)).statusCode).toBe(401);
  };
  const throttleRow = async (email: string, ip: string) => {
    const [row] = await t.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, throttles.login(email, ip).key));
    return row;
  };
  /** Lets the current block run out, as if its time had passed. */
  const waitOutBlock = (email: string, ip: string) =>
    t.db
      .update(authThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authThrottles.key, throttles.login(email, ip).key));
  const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);

  it("does not block the owner's own device when someone else guesses from another IP", async () => {
    const { user, password } = await createUser(t);
    for (let i = 0; i < freeFailures + 5; i++) await login(user.email, `guess-${i}`, '203.0.113.7');
    expect((await login(user.email, 'guess', '203.0.113.7')).statusCode).toBe(429);

    const owner = await login(user.email.toUpperCase(), password, '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(user.email);
  });

  it('blocks the pair after the free failures, for a delay that doubles with each further failure', async () => {
    const { user, password } = await createUser(t);
    const ip = '203.0.113.8';
    await failFreely(user.email, ip);
    expect((await login(user.email, 'one-too-many', ip)).statusCode).toBe(401);

    const blocked = await login(user.email, password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(errorTexts.RATE_LIMITED);
    expect(retryAfter(blocked)).toBeGreaterThan(firstDelayMs / 1000 - 2);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(firstDelayMs / 1000);

    await waitOutBlock(user.email, ip);
    expect((await login(user.email, 'still-wrong', ip)).statusCode).toBe(401);
    const longer = await login(user.email, 'still-wrong', ip);
    expect(longer.statusCode).toBe(429);
    expect(retryAfter(longer)).toBeGreaterThan((2 * firstDelayMs) / 1000 - 2);
    expect(retryAfter(longer)).toBeLessThanOrEqual((2 * firstDelayMs) / 1000);
  });

  it('never blocks for longer than the cap', async () => {
    const { user } = await createUser(t);
    const ip = '203.0.113.9';
    await failFreely(user.email, ip);
    await t.db
      .update(authThrottles)
      .set({ failures: 1000 })
      .where(eq(authThrottles.key, throttles.login(user.email, ip).key));
    expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
    const blocked = await login(user.email, 'wrong', ip);
    expect(retryAfter(blocked)).toBe(maxDelayMs / 1000);
  });

  it('forgets the failures after a correct password, leaving no row behind', async () => {
    const { user, password } = await createUser(t);
    const ip = '203.0.113.10';
    await failFreely(user.email, ip);
    expect(await throttleRow(user.email, ip)).toMatchObject({ failures: freeFailures, blockedUntil: null });
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
    expect(await throttleRow(user.email, ip)).toBeUndefined();
    await failFreely(user.email, ip);
    expect((await login(user.email, password, ip)).statusCode).toBe(200);
  });

  it('starts counting afresh after a quiet day', async () => {
    const { user } = await createUser(t);
    const ip = '203.0.113.11';
    await failFreely(user.email, ip);
    await t.db
      .update(authThrottles)
      .set({ updatedAt: new Date(Date.now() - forgetAfterMs - 1000) })
      .where(eq(authThrottles.key, throttles.login(user.email, ip).key));
    expect((await login(user.email, 'wrong', ip)).statusCode).toBe(401);
    expect(await throttleRow(user.email, ip)).toMatchObject({ failures: 1, blockedUntil: null });
  });

  it('counts guesses for unknown emails the same way', async () => {
    const ip = '203.0.113.12';
    await failFreely('nobody@example.com', ip);
    expect((await login('nobody@example.com', 'wrong', ip)).statusCode).toBe(401);
    expect((await login('nobody@example.com', 'wrong', ip)).statusCode).toBe(429);
  });

  it('counts parallel guesses too: only the free failures and one more get through', async () => {
    const { user } = await createUser(t);
    const ip = '203.0.113.13';
    const answers = await Promise.all(
      Array.from({ length: freeFailures + 5 }, (_, i) => login(user.email, `parallel-${i}`, ip)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(freeFailures + 1);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});
