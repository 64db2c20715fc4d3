import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { activities } from '../../db/schema/activities';
import { passwordResets } from '../../db/schema/password-resets';
import { hashToken } from '../../lib/tokens';

const LINK = /http:\/\/karigar\.test\/reset-password\/([A-Za-z0-9_-]+)/;

describe('forgot and reset password', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { name: 'Meera Joshi', email: 'meera@example.com', password: 'old-password' });
  });
  afterAll(() => t.close());

  // Each request comes from its own address, so the many links asked for here stay within the allowance.
  let requests = 0;
  const forgot = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: `10.3.0.${++requests}`,
    });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/reset-password/${token}`, payload: { newPassword } });
  const login = (password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'meera@example.com', password } });

  async function requestLink(): Promise<string> {
    const before = (await t.mail()).length;
    const res = await forgot('Meera@Example.com');
    expect(res.statusCode).toBe(200);
    expect((await t.mail()).length).toBe(before + 1);
    const mail = (await t.mail()).at(-1)!;
    const token = LINK.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`http://karigar.test/reset-password/${token}`);
    return token!;
  }

  it('answers the same 200 message whether or not the email has an account, mailing only real accounts', async () => {
    const before = (await t.mail()).length;
    const unknown = await forgot('ghost@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: messages.resetSent });
    expect((await t.mail()).length).toBe(before);
    const known = await forgot('meera@example.com');
    expect(known.json()).toEqual(unknown.json());
    expect((await t.mail()).length).toBe(before + 1);
    expect((await t.mail()).at(-1)).toMatchObject({ to: 'meera@example.com', subject: 'Reset your Karigar password' });
  });

  it('takes an address on a host without a dot, and one with surrounding spaces', async () => {
    await createUser(t, { email: 'owner@workshop' });
    const before = (await t.mail()).length;
    const res = await forgot(' owner@workshop ');
    expect(res.statusCode).toBe(200);
    expect((await t.mail()).length).toBe(before + 1);
    expect((await t.mail()).at(-1)?.to).toBe('owner@workshop');
    expect((await forgot('not-an-email')).statusCode).toBe(400);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const token = await requestLink();
    const [row] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const all = await t.db.select().from(passwordResets);
    expect(all.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('sets the new password through the link, once, and signs the user out everywhere', async () => {
    const session = (await login('old-password')).json();
    const token = await requestLink();
    const res = await reset(token, 'brand-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.passwordReset });

    expect((await login('old-password')).statusCode).toBe(401);
    expect((await login('brand-new-password')).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(errorTexts.RESET_LINK_INVALID);

    const logs = await t.db.select().from(activities).where(eq(activities.actorId, user.user.id));
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']));
  });

  it('refuses an expired link', async () => {
    const token = await requestLink();
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const res = await reset(token, 'too-late-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(errorTexts.RESET_LINK_INVALID);
  });

  it('refuses a made-up link and a short new password', async () => {
    expect((await reset('made-up', 'long-enough-password')).json().message).toBe(errorTexts.RESET_LINK_INVALID);
    const token = await requestLink();
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('newPassword');
  });
});

describe('forgot password through a real SMTP server', () => {
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Karigar <no-reply@karigar.test>' },
    });
    await createUser(t, { name: 'Sunil Rao', email: 'sunil@example.com' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset link to the account holder', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'sunil@example.com' },
    });
    expect(res.statusCode).toBe(200);
    // The app's mail worker looks for due mail every second.
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    const message = decodeQuotedPrintable(smtp.received[0]!);
    expect(message).toMatch(/^To: sunil@example\.com/m);
    expect(message).toMatch(/^From: Karigar <no-reply@karigar\.test>/m);
    const token = LINK.exec(message)?.[1];
    expect(token).toBeDefined();

    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'mailed-password' },
    });
    expect(done.statusCode).toBe(200);
  });
});

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
