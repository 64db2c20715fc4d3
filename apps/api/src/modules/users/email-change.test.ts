import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { emailChanges } from '../../db/schema/email-changes';
import { users } from '../../db/schema/users';
import { hashToken } from '../../lib/tokens';

const LINK = /http:\/\/karigar\.test\/confirm-email\/([A-Za-z0-9_-]+)/;

describe('changing the email through a link sent to the new address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const confirm = (token: string) => t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}` });
  const login = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'secret-pass' } });
  const emailOf = async (who: TestUser) => (await t.db.select().from(users).where(eq(users.id, who.user.id)))[0]?.email;

  /** Asks for the change and answers the token of the link mailed to the new address. */
  async function requestChange(who: TestUser, email: string, url = '/api/users/me'): Promise<string> {
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: who.headers,
      payload: { email, currentPassword: 'secret-pass' },
    });
    expect(res.statusCode).toBe(200);
    const token = LINK.exec((await t.mail()).findLast((m) => LINK.test(m.text))?.text ?? '')?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  it('mails a link to the new address and tells the old one, changing nothing yet', async () => {
    const who = await createUser(t, { name: 'Sunita Rao', email: 'sunita@example.com', password: 'secret-pass' });
    const before = (await t.mail()).length;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/users/me',
      headers: who.headers,
      payload: { email: ' Sunita.New@Example.com ', name: 'Sunita R.', currentPassword: 'secret-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.emailChangeSent,
      pendingEmail: 'sunita.new@example.com',
      user: { email: 'sunita@example.com', name: 'Sunita R.' },
    });

    const sent = (await t.mail()).slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual(['sunita.new@example.com', 'sunita@example.com']);
    const link = sent.find((m) => m.to === 'sunita.new@example.com')!;
    expect(link.subject).toBe('Confirm your new Karigar email address');
    const token = LINK.exec(link.text)![1]!;
    expect(link.html).toContain(`http://karigar.test/confirm-email/${token}`);
    const notice = sent.find((m) => m.to === 'sunita@example.com')!;
    expect(notice.subject).toBe('Your Karigar email address is about to change');
    expect(notice.text).toContain('sunita.new@example.com');
    expect(notice.text).not.toContain(token);

    expect(await emailOf(who)).toBe('sunita@example.com');
    expect((await login('sunita.new@example.com')).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(emailChanges)
      .where(eq(emailChanges.tokenHash, hashToken(token)));
    expect(row).toMatchObject({ userId: who.user.id, newEmail: 'sunita.new@example.com', usedAt: null });
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'email_change_requested'));
    expect(log).toMatchObject({ actorId: who.user.id, priority: 'medium' });
  });

  it('applies the change through the link, once, without being signed in', async () => {
    const who = await createUser(t, { name: 'Kavita Shah', email: 'kavita@example.com', password: 'secret-pass' });
    const token = await requestChange(who, 'kavita.shah@example.com');
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.emailChanged });
    expect(await emailOf(who)).toBe('kavita.shah@example.com');
    expect((await login('kavita.shah@example.com')).statusCode).toBe(200);
    expect((await login('kavita@example.com')).statusCode).toBe(401);
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'email_changed'));
    expect(log).toMatchObject({
      actorId: who.user.id,
      message: 'Kavita Shah changed their email from kavita@example.com to kavita.shah@example.com',
    });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(errorTexts.EMAIL_CHANGE_LINK_INVALID);
  });

  it('replaces an open request with a newer one', async () => {
    const who = await createUser(t, { email: 'twice@example.com', password: 'secret-pass' });
    const older = await requestChange(who, 'first-choice@example.com');
    const newer = await requestChange(who, 'second-choice@example.com', '/api/auth/users/me');
    expect((await confirm(older)).json().message).toBe(errorTexts.EMAIL_CHANGE_LINK_INVALID);
    expect((await confirm(newer)).statusCode).toBe(200);
    expect(await emailOf(who)).toBe('second-choice@example.com');
  });

  it('refuses an expired or made-up link with 400', async () => {
    const who = await createUser(t, { email: 'late@example.com', password: 'secret-pass' });
    const token = await requestChange(who, 'too-late@example.com');
    await t.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.tokenHash, hashToken(token)));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(errorTexts.EMAIL_CHANGE_LINK_INVALID);
    expect((await confirm('made-up-token')).statusCode).toBe(400);
    expect(await emailOf(who)).toBe('late@example.com');
  });

  it('refuses an address another account holds, at the request and at the link (409)', async () => {
    const who = await createUser(t, { email: 'mine@example.com', password: 'secret-pass' });
    await createUser(t, { email: 'held@example.com' });
    const held = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: who.headers,
      payload: { email: 'HELD@example.com', currentPassword: 'secret-pass' },
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(errorTexts.EMAIL_TAKEN);

    const token = await requestChange(who, 'free-for-now@example.com');
    await createUser(t, { email: 'free-for-now@example.com' });
    const taken = await confirm(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(errorTexts.EMAIL_TAKEN);
    expect(await emailOf(who)).toBe('mine@example.com');
  });

  it('takes an address on a host without a dot, as the default admin@localhost has', async () => {
    const who = await createUser(t, { email: 'dotless@example.com', password: 'secret-pass' });
    const token = await requestChange(who, 'owner@workshop');
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await emailOf(who)).toBe('owner@workshop');
  });
});
