import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { emailChanges } from '../../db/schema/email-changes';
import { users } from '../../db/schema/users';

describe('a new password or email needs more than an access token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me', headers: who.headers, payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a new password without the current one, or with a wrong one, with 400 and no change', async () => {
    const who = await createUser(t, { email: 'nopass@example.com', password: 'secret-pass' });
    const missing = await put(who, { password: 'taken-over-password' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: errorTexts.CURRENT_PASSWORD_REQUIRED,
      fields: { currentPassword: errorTexts.CURRENT_PASSWORD_REQUIRED },
    });
    const wrong = await put(who, { password: 'taken-over-password', currentPassword: 'a-guess-at-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: errorTexts.CURRENT_PASSWORD_WRONG,
      fields: { currentPassword: errorTexts.CURRENT_PASSWORD_WRONG },
    });
    expect((await login('nopass@example.com', 'taken-over-password')).statusCode).toBe(401);
    expect((await login('nopass@example.com', 'secret-pass')).statusCode).toBe(200);
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'credentials_change_refused'));
    expect(log).toMatchObject({ actorId: who.user.id, priority: 'medium' });
  });

  it('refuses a new email without the right current password: nothing stored, nothing mailed', async () => {
    const who = await createUser(t, { email: 'owner@example.com', password: 'secret-pass' });
    const before = (await t.mail()).length;
    for (const attempt of [{}, { currentPassword: 'not-the-password' }]) {
      const res = await put(who, { email: 'thief@example.com', ...attempt });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('currentPassword');
    }
    expect((await t.mail()).length).toBe(before);
    expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, who.user.id))).toEqual([]);
  });

  it('slows down guesses of the current password with a stolen session: 429 after the free ones', async () => {
    const who = await createUser(t, { email: 'guessed@example.com', password: 'secret-pass' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await put(who, { password: 'taken-over-password', currentPassword: `guess-${i}` })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const blocked = await put(who, { password: 'taken-over-password', currentPassword: 'secret-pass' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the other fields, and the same email in another case, change without the password', async () => {
    const who = await createUser(t, { email: 'plain@example.com', password: 'secret-pass' });
    const res = await put(who, { name: 'Plain Name', email: 'PLAIN@example.com', phone: '9876543210' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.profileUpdated,
      user: { name: 'Plain Name', email: 'plain@example.com', phone: '+919876543210' },
    });
    expect(res.json()).not.toHaveProperty('pendingEmail');
  });

  describe('with two-factor authentication on', () => {
    let who: TestUser;
    let secret: string;
    const code = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    beforeAll(async () => {
      who = await createUser(t, { email: 'mfa@example.com', password: 'secret-pass' });
      secret = generateSecret();
      await t.db.update(users).set({ mfaSecret: secret, mfaEnabled: true }).where(eq(users.id, who.user.id));
    });

    it('needs a valid code as well as the current password', async () => {
      const missing = await put(who, { password: 'mfa-new-password', currentPassword: 'secret-pass' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        message: errorTexts.MFA_CODE_REQUIRED,
        fields: { mfaCode: errorTexts.MFA_CODE_REQUIRED },
      });
      const valid = await code();
      const wrong = ((Number(valid) + 1) % 1_000_000).toString().padStart(6, '0');
      const refused = await put(who, { password: 'mfa-new-password', currentPassword: 'secret-pass', mfaCode: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ mfaCode: errorTexts.MFA_CODE_WRONG });
      expect((await login('mfa@example.com', 'secret-pass')).json()).toMatchObject({ mfaRequired: true });
    });

    it('takes a code once: the same code cannot make a second change', async () => {
      const once = await code();
      const first = await put(who, { password: 'mfa-new-password', currentPassword: 'secret-pass', mfaCode: once });
      expect(first.statusCode).toBe(200);
      who.headers = { authorization: `Bearer ${first.json().accessToken}` };
      const replay = await put(who, {
        email: 'mfa-elsewhere@example.com',
        currentPassword: 'mfa-new-password',
        mfaCode: once,
      });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(errorTexts.MFA_CODE_WRONG);
      expect(await t.db.select().from(emailChanges).where(eq(emailChanges.userId, who.user.id))).toEqual([]);
    });
  });
});
