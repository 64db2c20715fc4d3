import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';
import { createUser } from '../test/factories';
import { activities } from './db/schema/activities';
import { PER_IP_LIMIT } from './modules/auth/rate-limits';

/** A login through the app from `remoteAddress`, naming `forwardedFor` as the client. */
async function loginFrom(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<string | null> {
  const { user, password } = await createUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(res.statusCode).toBe(200);
  const [entry] = await t.db
    .select({ ip: activities.ip })
    .from(activities)
    .where(and(eq(activities.actorId, user.id), eq(activities.action, 'login')))
    .orderBy(desc(activities.createdAt));
  return entry?.ip ?? null;
}

/** The status of a login without a body (400, or 429 once limited) from `remoteAddress`. */
async function badLogin(t: TestApp, remoteAddress: string, forwardedFor: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: {},
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return res.statusCode;
}

/** Statuses of PER_IP_LIMIT.max + 1 bad logins from one address, each naming a client. */
async function overTheLimit(t: TestApp, remoteAddress: string, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= PER_IP_LIMIT.max; i++) statuses.push(await badLogin(t, remoteAddress, forwardedFor(i)));
  return statuses;
}

describe('the client address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { HOST: '0.0.0.0' } });
  });
  afterAll(() => t.close());

  it('records the connecting address in the activity log, not the one a caller forwards', async () => {
    expect(await loginFrom(t, '198.51.100.7', '203.0.113.50')).toBe('198.51.100.7');
  });

  it('counts every request of one connecting address against its per-IP limit, whatever it forwards', async () => {
    const statuses = await overTheLimit(t, '198.51.100.8', (i) => `203.0.113.${i % 250}`);
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the client address with TRUST_PROXY as the proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' } });
  });
  afterAll(() => t.close());

  it('records the client a listed proxy names, not an address the caller put before it', async () => {
    expect(await loginFrom(t, '10.0.0.2', '192.0.2.99, 203.0.113.70')).toBe('203.0.113.70');
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    expect(await loginFrom(t, '10.1.4.4', '203.0.113.71')).toBe('203.0.113.71');
    expect(await loginFrom(t, '198.51.100.9', '203.0.113.72')).toBe('198.51.100.9');
  });

  it('counts the per-IP limit for each forwarded client, not for the proxy', async () => {
    expect((await overTheLimit(t, '10.0.0.2', () => '203.0.113.61')).at(-1)).toBe(429);
    expect(await badLogin(t, '10.0.0.2', '203.0.113.62')).toBe(400);
  });
});

describe('the client address with TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('takes the client the nearest hop names, not an address the caller put before it', async () => {
    expect(await loginFrom(t, '10.0.0.2', '192.0.2.99, 203.0.113.80')).toBe('203.0.113.80');
  });
});
