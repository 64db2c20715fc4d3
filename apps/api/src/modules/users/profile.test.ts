import { errorTexts } from '@karigar/domain/error-codes';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { storedImage } from '../../../test/uploads';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('profileImage', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('PUT /api/users/me and /api/auth/users/me', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com', password: 'secret-pass' });
  });
  afterAll(() => t.close());

  const put = (
    payload: Record<string, unknown> | FormData,
    url = '/api/users/me',
    headers: Record<string, string> = user.headers,
  ) => t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });
  /** A new password ends the session the token belonged to: carry on with the pair answered. */
  const keepSession = (accessToken: string) => {
    user.headers = { authorization: `Bearer ${accessToken}` };
  };

  it('updates name, phone and address from JSON and ignores role and other protected fields', async () => {
    const res = await put({
      name: 'Asha P.',
      phone: '9876543210',
      address: 'Kothrud, Pune',
      role: 'admin',
      mfaEnabled: true,
      _id: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Profile updated successfully',
      user: expect.objectContaining({
        _id: user.user.id,
        name: 'Asha P.',
        phone: '+919876543210',
        address: 'Kothrud, Pune',
        role: 'user',
        mfaEnabled: false,
      }),
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.role).toBe('user');
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'profile_updated'));
    expect(log).toMatchObject({ actorId: user.user.id, message: 'Asha P. updated their profile', ip: '127.0.0.1' });
  });

  it('answers the same at /api/auth/users/me, leaving out empty fields', async () => {
    const res = await put({ name: '', address: 'Baner, Pune', password: '' }, '/api/auth/users/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Asha P.', address: 'Baner, Pune' });
  });

  it('changes the password only when one is given', async () => {
    const res = await put({ password: 'a-new-password', currentPassword: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    keepSession(res.json().accessToken);
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'asha@example.com', password } });
    expect((await login('secret-pass')).statusCode).toBe(401);
    expect((await login('a-new-password')).statusCode).toBe(200);
  });

  it('ends every other session on a new password and answers a fresh token pair for this one', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.com', password: 'a-new-password' },
    });
    const otherDevice = login.json().refreshToken as string;
    const res = await put({ password: 'another-password-9', currentPassword: 'a-new-password' });
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json();
    keepSession(accessToken);
    expect(accessToken).toEqual(expect.any(String));
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: token } });
    expect((await refresh(otherDevice)).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers 400 naming bad fields', async () => {
    const res = await put({ email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('checks the phone with the same rule as registration, an empty one leaving it unchanged', async () => {
    const bad = await put({ phone: 'call me maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      phone:
        'This is not a phone number: enter a 10-digit mobile number (98220 12345) or one starting with + and its country code',
    });
    expect((await put({ phone: '+91 98765-43210' })).json().user.phone).toBe('+919876543210');
    expect((await put({ phone: '' })).json().user.phone).toBe('+919876543210');
  });

  it('requires a token', async () => {
    const res = await put({ name: 'x' }, '/api/users/me', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized: No token provided');
  });

  it('takes multipart fields and an avatar, re-encoded as WebP within 512×512, served with its type and nosniff', async () => {
    const res = await put(
      form(
        { name: 'Asha Avatar', role: 'admin', existingProfileImage: '' },
        { bytes: await png(1200, 800), name: '../../evil.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const { user: updated } = res.json();
    expect(updated).toMatchObject({ name: 'Asha Avatar', role: 'user' });
    expect(updated.profileImage).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);

    const image = await t.app.inject({ method: 'GET', url: updated.profileImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();
  });

  it('never enlarges a small image, and removes the previous avatar when replaced', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json()
      .profileImage as string;
    expect(await storedImage(t.db, before)).toBeDefined();
    const res = await put(
      form({}, { bytes: await png(100, 60), name: 'small.png', type: 'image/png' }),
      '/api/auth/users/me',
    );
    expect(res.statusCode).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: res.json().user.profileImage });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 100, height: 60 });
    expect(await storedImage(t.db, before)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('keeps the current avatar when only fields are sent', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json()
      .profileImage;
    const res = await put(form({ phone: '9999988888', existingProfileImage: before }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profileImage).toBe(before);
  });

  it('rejects a file that is not an image, whatever its name and type say, with 400', async () => {
    const res = await put(
      form(
        { name: 'Should Not Apply' },
        { bytes: Buffer.from('<svg onload="alert(1)"></svg>'), name: 'avatar.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(errorTexts.IMAGE_INVALID);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json();
    expect(me.name).not.toBe('Should Not Apply');
  });

  it('rejects an image over 5 MB with 413', async () => {
    const res = await put(form({}, { bytes: randomBytes(5 * 1024 * 1024 + 1), name: 'huge.png', type: 'image/png' }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(errorTexts.IMAGE_TOO_LARGE);
  });
});

describe('the /uploads folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await mkdir(t.config.dataDir, { recursive: true });
    await writeFile(path.join(t.config.dataDir, 'secrets.json'), '{"jwtSecret":"TOP-SECRET-VALUE"}');
  });
  afterAll(() => t.close());

  it.each([
    '/uploads/../secrets.json',
    '/uploads/%2e%2e/secrets.json',
    '/uploads/%2E%2E%2Fsecrets.json',
    '/uploads/..%2fsecrets.json',
    '/uploads/..%5csecrets.json',
    '/uploads/avatars/..%2f..%2fsecrets.json',
    '/uploads/%252e%252e/secrets.json',
    '/uploads/avatars/../../secrets.json',
  ])('never serves a file outside it: %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('TOP-SECRET-VALUE');
  });
});
