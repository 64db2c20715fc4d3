import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { EMAIL_LINK, lastLinkToken, RESET_LINK } from '../../../test/mail-links';
import { users } from '../../db/schema/users';

describe('a change of email or password spends every link mailed for the old details', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  let requests = 0;
  const fromOwnAddress = () => `10.26.1.${++requests}`;
  const lastToken = (link: RegExp) => lastLinkToken(t, link);
  const forgot = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: fromOwnAddress(),
    });
    expect(res.statusCode).toBe(200);
    return lastToken(RESET_LINK);
  };
  const reset = (token: string, newPassword = 'chosen by the link') =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/reset-password/${token}`, payload: { newPassword } });
  const askEmailChange = async (who: TestUser, email: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: who.headers,
      payload: { email, currentPassword: who.password },
    });
    expect(res.statusCode).toBe(200);
    return lastToken(EMAIL_LINK);
  };
  const confirmEmail = (token: string) => t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}` });
  const adminPut = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${who.user.id}`, headers: admin.headers, payload });
  const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.email;

  it('an admin correcting a mistyped address spends the set-password link mailed to it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: admin.headers,
      payload: { name: 'Kavita Deshmukh', email: 'kavita@exmaple.com', role: 'user' },
    });
    expect(created.statusCode).toBe(201);
    const link = await lastToken(RESET_LINK);
    const id = created.json().user._id as string;
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: admin.headers,
      payload: { email: 'kavita@example.com' },
    });
    expect(corrected.statusCode).toBe(200);
    const res = await reset(link, 'owned by the wrong mailbox');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_LINK_INVALID');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'kavita@example.com', password: 'owned by the wrong mailbox' },
    });
    expect(login.statusCode).toBe(401);
  });

  it("an admin's change of email or password spends the user's reset links", async () => {
    const moved = await createUser(t, { email: 'moved@example.com' });
    const movedLink = await forgot('moved@example.com');
    expect((await adminPut(moved, { email: 'moved-on@example.com' })).statusCode).toBe(200);
    expect((await reset(movedLink)).json().code).toBe('RESET_LINK_INVALID');

    const repassed = await createUser(t, { email: 'repassed@example.com' });
    const repassedLink = await forgot('repassed@example.com');
    expect((await adminPut(repassed, { password: 'set by the admin' })).statusCode).toBe(200);
    expect((await reset(repassedLink)).json().code).toBe('RESET_LINK_INVALID');
  });

  it("an admin's email change closes the user's pending email change, which can no longer overwrite it", async () => {
    const who = await createUser(t, { email: 'pending@example.com' });
    const link = await askEmailChange(who, 'pending-new@example.com');
    expect((await adminPut(who, { email: 'pending-fixed@example.com' })).statusCode).toBe(200);
    const res = await confirmEmail(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(await emailOf(who.user.id)).toBe('pending-fixed@example.com');
  });

  it("the user's own new password spends their reset links and closes their pending email change", async () => {
    const who = await createUser(t, { email: 'own@example.com', password: 'first password' });
    const resetLink = await forgot('own@example.com');
    const emailLink = await askEmailChange(who, 'own-new@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: who.headers,
      payload: { password: 'second password', currentPassword: 'first password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await reset(resetLink)).json().code).toBe('RESET_LINK_INVALID');
    expect((await confirmEmail(emailLink)).json().code).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(await emailOf(who.user.id)).toBe('own@example.com');
  });

  it('a new password and a new email in one change keep only the new email change open', async () => {
    const who = await createUser(t, { email: 'both@example.com', password: 'first password' });
    const resetLink = await forgot('both@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: who.headers,
      payload: { password: 'second password', email: 'both-new@example.com', currentPassword: 'first password' },
    });
    expect(res.statusCode).toBe(200);
    expect((await reset(resetLink)).json().code).toBe('RESET_LINK_INVALID');
    expect((await confirmEmail(await lastToken(EMAIL_LINK))).statusCode).toBe(200);
    expect(await emailOf(who.user.id)).toBe('both-new@example.com');
  });

  it('a confirmed email change spends the reset links sent to the old address', async () => {
    const who = await createUser(t, { email: 'confirmed@example.com' });
    const resetLink = await forgot('confirmed@example.com');
    expect((await confirmEmail(await askEmailChange(who, 'confirmed-new@example.com'))).statusCode).toBe(200);
    expect((await reset(resetLink)).json().code).toBe('RESET_LINK_INVALID');
  });

  it('a reset closes the pending email change and spends the other reset links', async () => {
    const who = await createUser(t, { email: 'resetter@example.com' });
    const emailLink = await askEmailChange(who, 'resetter-new@example.com');
    const older = await forgot('resetter@example.com');
    const newer = await forgot('resetter@example.com');
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older)).json().code).toBe('RESET_LINK_INVALID');
    expect((await confirmEmail(emailLink)).json().code).toBe('EMAIL_CHANGE_LINK_INVALID');
    expect(await emailOf(who.user.id)).toBe('resetter@example.com');
  });

  it('setting the password through the set-password link spends the reset links asked for meanwhile', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: admin.headers,
      payload: { name: 'Nilesh More', email: 'nilesh@example.com', role: 'user' },
    });
    expect(created.statusCode).toBe(201);
    const setupLink = await lastToken(RESET_LINK);
    const resetLink = await forgot('nilesh@example.com');
    expect((await reset(setupLink, 'nilesh chose this')).statusCode).toBe(200);
    expect((await reset(resetLink)).json().code).toBe('RESET_LINK_INVALID');
  });
});
