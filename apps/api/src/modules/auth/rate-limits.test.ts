import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { users } from '../../db/schema/users';
import {
  FAILED_LOGINS_PER_EMAIL,
  FAILED_MFA_CODES_PER_USER,
  PER_IP_LIMIT,
  RESET_REQUESTS_PER_EMAIL,
} from './rate-limits';

describe('rate limits on the public auth calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ip = 0;
  const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const post = (url: string, payload: Record<string, unknown>, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  it.each(['/api/auth/login', '/api/auth/register', '/api/auth/forgot-password', '/api/auth/verify-mfa'])(
    'answers 429 to the request over 300 per minute from one IP on %s',
    async (url) => {
      expect(PER_IP_LIMIT).toEqual({ max: 300, timeWindow: 60_000 });
      const address = nextIp();
      for (let i = 0; i < PER_IP_LIMIT.max; i++) {
        expect((await post(url, {}, address)).statusCode).toBe(400);
      }
      const limited = await post(url, {}, address);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(messages.rateLimited);
      expect((await post(url, {}, nextIp())).statusCode).toBe(400);
    },
  );

  it('blocks an account after 10 failed logins, even with the right password, from any IP', async () => {
    const { user, password } = await createUser(t, { email: 'target@example.com' });
    for (let i = 0; i < FAILED_LOGINS_PER_EMAIL.max; i++) {
      expect((await post('/api/auth/login', { email: user.email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email: 'TARGET@example.com', password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.rateLimited);
  });

  it('forgives earlier failures after a successful login', async () => {
    const { user, password } = await createUser(t);
    for (let i = 0; i < FAILED_LOGINS_PER_EMAIL.max - 1; i++)
      await post('/api/auth/login', { email: user.email, password: 'nope-nope' });
    expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(200);
    for (let i = 0; i < FAILED_LOGINS_PER_EMAIL.max - 1; i++)
      await post('/api/auth/login', { email: user.email, password: 'nope-nope' });
    expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(200);
  });

  it('allows 5 reset requests per email per hour, known account or not', async () => {
    for (const email of ['someone@example.com', 'no-account@example.com']) {
      if (email === 'someone@example.com') await createUser(t, { email });
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL.max; i++) {
        expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      }
      const limited = await post('/api/auth/forgot-password', { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(messages.rateLimited);
    }
  });

  it('blocks MFA verification for a user after 10 wrong codes', async () => {
    const { user, password } = await createUser(t);
    const secret = generateSecret();
    await t.db.update(users).set({ mfaEnabled: true, mfaSecret: secret }).where(eq(users.id, user.id));
    expect((await post('/api/auth/login', { email: user.email, password })).json()).toMatchObject({
      mfaRequired: true,
    });
    const now = Math.floor(Date.now() / 1000);
    const valid = new Set(await Promise.all([-60, -30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d }))));
    const wrong = Array.from({ length: 100 }, (_, i) => String(100000 + i)).filter((c) => !valid.has(c));
    for (let i = 0; i < FAILED_MFA_CODES_PER_USER.max; i++) {
      expect((await post('/api/auth/verify-mfa', { userId: user.id, verificationCode: wrong[i]! })).statusCode).toBe(
        401,
      );
    }
    const limited = await post('/api/auth/verify-mfa', {
      userId: user.id,
      verificationCode: await generate({ secret }),
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(messages.rateLimited);
  });
});
