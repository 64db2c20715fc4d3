import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { rateLimits } from '../db/schema/rate-limits';
import { deleteExpiredRateLimits } from '../lib/rate-limits.repository';
import { ENQUIRIES_PER_IP } from '../modules/contacts/contacts.routes';

describe('per-IP rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const enquiry = { name: 'Flood', email: 'flood@example.com', message: 'Hello again' };

  it("count one IP's requests across every app instance on the database", async () => {
    const instances = [t.app, await t.anotherInstance()];
    const from = '10.9.0.1';
    for (let i = 0; i < ENQUIRIES_PER_IP.max; i++) {
      const res = await instances[i % 2]!.inject({
        method: 'POST',
        url: '/api/contact',
        payload: enquiry,
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(201);
    }
    for (const instance of instances) {
      const res = await instance.inject({ method: 'POST', url: '/api/contact', payload: enquiry, remoteAddress: from });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('count each route on its own: a flood of enquiries leaves the login allowance whole', async () => {
    const from = '10.9.0.2';
    for (let i = 0; i <= ENQUIRIES_PER_IP.max; i++) {
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: enquiry, remoteAddress: from });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
      remoteAddress: from,
    });
    expect(login.statusCode).toBe(401);
  });

  it('deleteExpiredRateLimits removes only the counts whose window has ended', async () => {
    const now = new Date();
    await t.db.insert(rateLimits).values([
      { key: 'test|ended', hits: 3, resetsAt: new Date(now.getTime() - 1000) },
      { key: 'test|running', hits: 3, resetsAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await deleteExpiredRateLimits(t.db, now)).toBe(1);
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('test|running');
    expect(keys).not.toContain('test|ended');
  });
});
