import { errorTexts } from '@karigar/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { totpCode, turnOnMfa, wrongCodes } from '../../../test/mfa-fixtures';
import { MFA_CHALLENGE_ATTEMPTS, throttles } from './rate-limits';

describe('the MFA challenge of a login, and wrong codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mfaUser = async (): Promise<TestUser & { secret: string }> => {
    const account = await createUser(t);
    return { ...account, secret: await turnOnMfa(t, account.user.id) };
  };
  /** Logs in with the password; answers the challenge to present with the code. */
  const challengeFor = async ({ user, password }: TestUser): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(res.json()).toMatchObject({ mfaRequired: true, userId: user.id });
    return res.json().challenge;
  };
  const verify = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-mfa', payload });

  it('refuses verify-mfa without a challenge, with a made-up one or with another user’s', async () => {
    const kiran = await mfaUser();
    const meera = await mfaUser();
    const meeraChallenge = await challengeFor(meera);
    await challengeFor(kiran);
    const userId = kiran.user.id;
    const verificationCode = await totpCode(kiran.secret);

    const missing = await verify({ userId, verificationCode });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('challenge');
    for (const challenge of ['made-up-challenge', meeraChallenge]) {
      const refused = await verify({ userId, challenge, verificationCode });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(errorTexts.MFA_WINDOW_CLOSED);
    }
    // Meera's challenge is still hers to use.
    const meeraIn = await verify({
      userId: meera.user.id,
      challenge: meeraChallenge,
      verificationCode: await totpCode(meera.secret),
    });
    expect(meeraIn.statusCode).toBe(200);
  });

  it('uses a challenge up on success: the same challenge cannot finish another login', async () => {
    const kiran = await mfaUser();
    const challenge = await challengeFor(kiran);
    const userId = kiran.user.id;
    expect((await verify({ userId, challenge, verificationCode: await totpCode(kiran.secret) })).statusCode).toBe(200);
    const reused = await verify({ userId, challenge, verificationCode: await totpCode(kiran.secret, 30) });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(errorTexts.MFA_WINDOW_CLOSED);
  });

  it('locks a challenge after 5 wrong codes, even for the right code; the password opens a new one', async () => {
    expect(MFA_CHALLENGE_ATTEMPTS).toBe(5);
    const kiran = await mfaUser();
    const challenge = await challengeFor(kiran);
    const userId = kiran.user.id;
    for (const verificationCode of await wrongCodes(kiran.secret, MFA_CHALLENGE_ATTEMPTS)) {
      const wrong = await verify({ userId, challenge, verificationCode });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(errorTexts.MFA_FAILED);
    }
    const locked = await verify({ userId, challenge, verificationCode: await totpCode(kiran.secret) });
    expect(locked.statusCode).toBe(401);
    expect(locked.json().message).toBe(errorTexts.MFA_WINDOW_CLOSED);

    const fresh = await challengeFor(kiran);
    const res = await verify({ userId, challenge: fresh, verificationCode: await totpCode(kiran.secret) });
    expect(res.statusCode).toBe(200);
  });

  it('counts wrong codes per user whatever the letter case of the id sent, then delays with Retry-After', async () => {
    const kiran = await mfaUser();
    const { freeFailures, firstDelayMs } = throttles.mfa('').policy;
    const id = kiran.user.id;
    const spellings = [id, id.toUpperCase(), id.replace(/[a-f]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c))];
    const codes = await wrongCodes(kiran.secret, freeFailures + 1);
    let challenge = await challengeFor(kiran);
    for (const [i, verificationCode] of codes.entries()) {
      if (i > 0 && i % MFA_CHALLENGE_ATTEMPTS === 0) challenge = await challengeFor(kiran);
      const wrong = await verify({ userId: spellings[i % spellings.length], challenge, verificationCode });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await verify({
      userId: id.toUpperCase(),
      challenge,
      verificationCode: await totpCode(kiran.secret),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(errorTexts.RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(firstDelayMs / 1000 - 2);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(firstDelayMs / 1000);
  });

  it('counts wrong codes to turn MFA off against the user as well', async () => {
    const kiran = await mfaUser();
    const { freeFailures } = throttles.mfa('').policy;
    const disable = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/mfa/disable', headers: kiran.headers, payload: { code } });
    for (const code of await wrongCodes(kiran.secret, freeFailures + 1))
      expect((await disable(code)).statusCode).toBe(400);
    const blocked = await disable(await totpCode(kiran.secret));
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 401 for an unknown or malformed user id', async () => {
    for (const userId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await verify({ userId, challenge: 'anything', verificationCode: '123456' });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(errorTexts.MFA_WINDOW_CLOSED);
    }
  });
});
