import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { mfaChallenges } from '../../db/schema/mfa-challenges';
import { users } from '../../db/schema/users';
import { hashToken } from '../../lib/tokens';

describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  let user: TestUser;
  let secret: string;
  let enableCode: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { name: 'Kiran Desai', email: 'kiran@example.com', password: 'secret-pass' });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: Record<string, unknown>, headers: Record<string, string> = user.headers) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kiran@example.com', password: 'secret-pass' },
    });
  /** The challenge of the latest login with MFA. */
  let challenge = '';
  const loginForCode = async () => {
    const res = await login();
    challenge = res.json().challenge;
    return res;
  };
  const verify = (verificationCode: string) =>
    post('/api/auth/verify-mfa', { userId: user.user.id, challenge, verificationCode }, {});
  /** Forgets which time steps have been used, so a test may use the current codes again. */
  const forgetUsedSteps = () => t.db.update(users).set({ mfaLastStep: null }).where(eq(users.id, user.user.id));
  const code = (epochOffsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(Date.now() / 1000) + epochOffsetSeconds });
  const wrongCode = async () => ((Number(await code()) + 1) % 1_000_000).toString().padStart(6, '0');

  it('requires a signed-in user for setup', async () => {
    const res = await post('/api/auth/mfa/setup', { currentPassword: 'secret-pass' }, {});
    expect(res.statusCode).toBe(401);
  });

  it('asks for the current password before a setup: none, or a wrong one, answers no secret', async () => {
    const missing = await post('/api/auth/mfa/setup', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldCodes).toEqual({ currentPassword: 'PASSWORD_REQUIRED' });
    const wrong = await post('/api/auth/mfa/setup', { currentPassword: 'a-guess-at-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      fieldCodes: { currentPassword: 'CURRENT_PASSWORD_WRONG' },
    });
    expect(wrong.body).not.toContain('secret');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.mfaSecret).toBeNull();
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'credentials_change_refused'));
    expect(log).toMatchObject({ actorId: user.user.id, priority: 'medium' });
  });

  it('answers an otpauth URI, a QR image and the secret on setup, without turning MFA on', async () => {
    const res = await post('/api/auth/mfa/setup', { currentPassword: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Karigar:kiran%40example\.com\?/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    secret = body.secret;
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.json().mfaEnabled).toBe(false);
    expect(me.body).not.toContain(secret);
  });

  it('keeps MFA off after a wrong code and turns it on with a valid one', async () => {
    const wrong = await post('/api/auth/mfa/enable', { code: await wrongCode() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(errorTexts.MFA_CODE_WRONG);

    enableCode = await code();
    const res = await post('/api/auth/mfa/enable', { code: enableCode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.mfaEnabled, user: { mfaEnabled: true } });
    expect(res.body).not.toContain(secret);
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'mfa_enabled'));
    expect(log).toMatchObject({ actorId: user.user.id, ip: '127.0.0.1' });
  });

  it('does not take the code that turned MFA on again, to log in or to turn MFA off', async () => {
    await loginForCode();
    const login = await verify(enableCode);
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(errorTexts.MFA_FAILED);
    const disable = await post('/api/auth/mfa/disable', { code: enableCode });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe(errorTexts.MFA_CODE_WRONG);
  });

  it('refuses a second setup while MFA is on (the active secret stays)', async () => {
    const res = await post('/api/auth/mfa/setup', { currentPassword: 'secret-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(errorTexts.MFA_ALREADY_ENABLED);
  });

  it('asks for a code at login instead of answering tokens, with a challenge stored only hashed', async () => {
    const res = await loginForCode();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mfaRequired: true, userId: user.user.id, challenge: expect.any(String) });
    expect(challenge.length).toBeGreaterThanOrEqual(40);
    const rows = await t.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, user.user.id));
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(challenge));
    expect(rows.map((row) => row.tokenHash)).not.toContain(challenge);
  });

  it('finishes the login with a valid code, accepting one step of clock drift', async () => {
    await forgetUsedSteps();
    await loginForCode();
    const wrong = await verify(await wrongCode());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(errorTexts.MFA_FAILED);

    const res = await verify(await code(-30));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { _id: user.user.id, mfaEnabled: true },
    });
    expect(res.body).not.toContain(secret);
  });

  it('does not accept a code two steps away', async () => {
    await loginForCode();
    expect((await verify(await code(-60))).statusCode).toBe(401);
  });

  it('spends the challenge: a second code after a finished login needs a new password', async () => {
    await forgetUsedSteps();
    await loginForCode();
    expect((await verify(await code())).statusCode).toBe(200);
    const again = await verify(await code(30));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(errorTexts.MFA_WINDOW_CLOSED);
  });

  it('refuses a code that was already used to log in, even with a fresh password', async () => {
    await forgetUsedSteps();
    await loginForCode();
    expect((await verify(await code(30))).statusCode).toBe(200);
    await loginForCode();
    // That code, or one from an earlier step, cannot be replayed.
    const replay = await verify(await code());
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(errorTexts.MFA_FAILED);
  });

  it('refuses a code once the 5-minute window has passed', async () => {
    await loginForCode();
    await t.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.userId, user.user.id));
    const res = await verify(await code());
    expect(res.statusCode).toBe(401);
  });

  it('turns MFA off only with a valid code not used before, forgetting the secret', async () => {
    await forgetUsedSteps();
    await loginForCode();
    const loginCode = await code();
    expect((await verify(loginCode)).statusCode).toBe(200);
    const wrong = await post('/api/auth/mfa/disable', { code: await wrongCode() });
    expect(wrong.statusCode).toBe(400);
    const replayed = await post('/api/auth/mfa/disable', { code: loginCode });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(errorTexts.MFA_CODE_WRONG);
    const res = await post('/api/auth/mfa/disable', { code: await code(30) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.mfaDisabled, user: { mfaEnabled: false } });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.mfaSecret).toBeNull();
    const plain = await login();
    expect(plain.json()).toMatchObject({ accessToken: expect.any(String), user: { mfaEnabled: false } });
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'mfa_disabled'));
    expect(log?.actorId).toBe(user.user.id);
  });

  it('answers 400 for a code that is not 6 digits', async () => {
    const res = await post('/api/auth/mfa/enable', { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('code');
  });
});
