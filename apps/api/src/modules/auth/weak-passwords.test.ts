import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { lastLinkToken, RESET_LINK } from '../../../test/mail-links';

describe('weak passwords are refused wherever a password is set, with a field code of their own', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  afterAll(() => t.close());

  let requests = 0;
  const fromOwnAddress = () => `10.26.13.${++requests}`;
  const register = (password: string, who = { name: 'Meera Joshi', email: 'meera.joshi@example.com' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...who, password, language: 'en' },
      remoteAddress: fromOwnAddress(),
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: fromOwnAddress(),
    });
  const fieldCode = (res: { json: () => { fieldCodes?: Record<string, string> } }, field: string) =>
    res.json().fieldCodes?.[field];
  const lastResetToken = () => lastLinkToken(t, RESET_LINK);
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/auth/reset-password/${token}`, payload: { newPassword } });

  it('refuses at sign-up the common passwords, only spaces, and the own email or name; a strong one is taken', async () => {
    const refusals: [string, string][] = [
      ['password123', 'PASSWORD_TOO_COMMON'],
      ['qwerty uiop', 'PASSWORD_TOO_COMMON'],
      ['12345678', 'PASSWORD_TOO_COMMON'],
      ['          ', 'PASSWORD_ONLY_SPACES'],
      ['Meera.Joshi@example.com', 'PASSWORD_IS_EMAIL'],
      ['meera.joshi', 'PASSWORD_IS_EMAIL'],
      ['MEERA.JOSHI', 'PASSWORD_IS_EMAIL'],
      ['Meera Joshi', 'PASSWORD_IS_NAME'],
    ];
    for (const [password, code] of refusals) {
      const res = await register(password);
      expect(res.statusCode, password).toBe(400);
      expect(fieldCode(res, 'password'), password).toBe(code);
    }
    expect((await login('meera.joshi@example.com', 'password123')).statusCode).toBe(401);
    expect((await register('tamarind kettle over the ghats')).statusCode).toBe(201);
  });

  it('answers the English text of each code beside the field', async () => {
    const res = await register('iloveyou2026', { name: 'Sneha Gokhale', email: 'sneha@example.com' });
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common and easy to guess. Please choose another.',
      fields: { password: 'This password is too common and easy to guess. Please choose another.' },
    });
  });

  it('refuses a weak new password on the profile and keeps the old one', async () => {
    const who = await createUser(t, {
      name: 'Tanvi Kulkarni',
      email: 'tanvi@example.com',
      password: 'old and good one',
    });
    const change = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: who.headers,
        payload: { password, currentPassword: 'old and good one' },
      });
    expect(fieldCode(await change('letmein123'), 'password')).toBe('PASSWORD_TOO_COMMON');
    expect(fieldCode(await change('Tanvi Kulkarni'), 'password')).toBe('PASSWORD_IS_NAME');
    expect(fieldCode(await change('tanvi@example.com'), 'password')).toBe('PASSWORD_IS_EMAIL');
    expect(fieldCode(await change('        '), 'password')).toBe('PASSWORD_ONLY_SPACES');
    expect((await login('tanvi@example.com', 'old and good one')).statusCode).toBe(200);
  });

  it('refuses a weak password through a reset link, which stays usable for a good one', async () => {
    await createUser(t, { name: 'Omkar Pawar', email: 'omkar@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'omkar@example.com' },
      remoteAddress: fromOwnAddress(),
    });
    const token = await lastResetToken();
    const common = await reset(token, 'sunshine1');
    expect(common.statusCode).toBe(400);
    expect(fieldCode(common, 'newPassword')).toBe('PASSWORD_TOO_COMMON');
    expect(fieldCode(await reset(token, 'Omkar@Example.com'), 'newPassword')).toBe('PASSWORD_IS_EMAIL');
    expect(fieldCode(await reset(token, '   \t    '), 'newPassword')).toBe('PASSWORD_ONLY_SPACES');
    expect((await reset(token, 'monsoon over sahyadri')).statusCode).toBe(200);
  });

  it('refuses the own name through a set-password link, and weak passwords an admin sets', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create',
      headers: admin.headers,
      payload: { name: 'Rupali Shinde', email: 'rupali@example.com', role: 'user' },
    });
    expect(created.statusCode).toBe(201);
    const token = await lastResetToken();
    expect(fieldCode(await reset(token, 'rupali shinde'), 'newPassword')).toBe('PASSWORD_IS_NAME');

    const create = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/create',
        headers: admin.headers,
        payload: { name: 'Vaibhav Gore', email: 'vaibhav@example.com', role: 'user', password },
      });
    expect(fieldCode(await create('welcome123'), 'password')).toBe('PASSWORD_TOO_COMMON');
    expect(fieldCode(await create('Vaibhav Gore'), 'password')).toBe('PASSWORD_IS_NAME');
    expect(fieldCode(await create('         '), 'password')).toBe('PASSWORD_ONLY_SPACES');

    const who = await createUser(t, { name: 'Ketan Jadhav', email: 'ketan@example.com' });
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${who.user.id}`, headers: admin.headers, payload });
    expect(fieldCode(await update({ password: 'ketan@example.com' }), 'password')).toBe('PASSWORD_IS_EMAIL');
    expect(fieldCode(await update({ password: 'qwerty123' }), 'password')).toBe('PASSWORD_TOO_COMMON');
    expect(fieldCode(await update({ name: 'Ketan Bhosale', password: 'KetanBhosale' }), 'password')).toBe(
      'PASSWORD_IS_NAME',
    );
    expect((await update({ password: 'a long walk to raigad' })).statusCode).toBe(200);
  });

  it('lets an existing account with a common password keep signing in', async () => {
    await createUser(t, { email: 'legacy@example.com', password: 'password123' });
    expect((await login('legacy@example.com', 'password123')).statusCode).toBe(200);
  });
});
