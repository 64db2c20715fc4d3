import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { throttles } from './rate-limits';

describe('growing delays on reset requests, per email and client IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const { freeFailures, firstDelayMs } = throttles.reset('', '').policy;
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

  it('blocks a flood from one IP with Retry-After, while the owner still gets a link from theirs', async () => {
    const { user } = await createUser(t);
    const flooder = '203.0.113.20';
    for (let i = 0; i <= freeFailures; i++) expect((await forgot(user.email, flooder)).statusCode).toBe(200);
    const limited = await forgot(user.email, flooder);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(errorTexts.RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(firstDelayMs / 1000 - 2);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(firstDelayMs / 1000);
    const mailed = (await t.mail()).length;

    const owner = await forgot(user.email.toUpperCase(), '198.51.100.21');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe(messages.resetSent);
    expect((await t.mail()).length).toBe(mailed + 1);
    expect((await t.mail()).at(-1)?.to).toBe(user.email);
  });

  it('limits addresses without an account the same way', async () => {
    const ip = '203.0.113.21';
    for (let i = 0; i <= freeFailures; i++) expect((await forgot('ghost@example.com', ip)).statusCode).toBe(200);
    expect((await forgot('ghost@example.com', ip)).statusCode).toBe(429);
  });
});
