import { errorTexts } from '@karigar/domain/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';

interface Session {
  accessToken: string;
  refreshToken: string;
}

describe('access tokens end with the session, not 15 minutes later', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function account(email: string) {
    await createUser(t, { email, password: 'secret-pass' });
    return { email, password: 'secret-pass' };
  }
  async function login(who: { email: string; password: string }): Promise<Session> {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
    expect(res.statusCode).toBe(200);
    return res.json();
  }
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
  const expectEnded = async (accessToken: string) => {
    const res = await me(accessToken);
    expect(res.statusCode).toBe(401);
    // The expired-token text: the web client refreshes once, and fails only if the refresh token is gone too.
    expect(res.json().message).toBe(errorTexts.TOKEN_EXPIRED);
  };

  it('refuses the access token right after logout; another device refreshes once and carries on', async () => {
    const who = await account('logout@example.com');
    const laptop = await login(who);
    const phone = await login(who);
    expect((await me(laptop.accessToken)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    await expectEnded(laptop.accessToken);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);

    await expectEnded(phone.accessToken);
    const renewed = await refresh(phone.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().accessToken)).statusCode).toBe(200);
  });

  it('ends the whole family of the logged-out token, including tokens rotated from it', async () => {
    const who = await account('family@example.com');
    const first = await login(who);
    const second: Session = (await refresh(first.refreshToken)).json();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: first.refreshToken } });
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    await expectEnded(second.accessToken);
  });

  it('refuses every older access token after a password change, and the answered pair works', async () => {
    const who = await account('change@example.com');
    const here = await login(who);
    const elsewhere = await login(who);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${here.accessToken}` },
      payload: { password: 'a-brand-new-password', currentPassword: who.password },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(here.accessToken);
    await expectEnded(elsewhere.accessToken);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    const fresh: Session = res.json();
    expect((await me(fresh.accessToken)).statusCode).toBe(200);
    expect((await refresh(fresh.refreshToken)).statusCode).toBe(200);
  });

  it('refuses every older access token after a password reset', async () => {
    const who = await account('reset@example.com');
    const session = await login(who);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: who.email } });
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await t.mail()).at(-1)!.text)![1]!;
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'reset-to-this-one' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(session.accessToken);
  });

  it('keeps access tokens working through other profile changes', async () => {
    const who = await account('stays@example.com');
    const session = await login(who);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { name: 'Still Signed In' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });
});
