import { errorTexts } from '@karigar/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { PER_IP_LIMIT } from './rate-limits';

describe('per-IP rate limits on the public auth calls', () => {
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
      expect(limited.json().message).toBe(errorTexts.RATE_LIMITED);
      expect((await post(url, {}, nextIp())).statusCode).toBe(400);
    },
  );
});
