import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { pngImage } from '../../../test/service-fixtures';
import { storedImage } from '../../../test/uploads';
import { activities } from '../../db/schema/activities';

function form(fields: Record<string, string>, image?: Buffer): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (image) data.append('profileImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'face.png');
  return data;
}

describe('PUT /api/users/:id', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Sunil Admin' });
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com', password: 'asha-secret' });
    other = await createUser(t, { name: 'Ravi', email: 'ravi@example.com' });
  });
  afterAll(() => t.close());

  const put = (id: string, payload: Record<string, unknown> | FormData, who: TestUser | null = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: who?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const me = (who: TestUser) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers });

  it('updates the profile fields and the role from JSON and ignores protected ones', async () => {
    const res = await put(asha.user.id, {
      name: 'Asha P.',
      phone: '9876543210',
      address: 'Kothrud, Pune',
      mfaEnabled: true,
      _id: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'User updated successfully',
      user: expect.objectContaining({
        _id: asha.user.id,
        name: 'Asha P.',
        phone: '+919876543210',
        address: 'Kothrud, Pune',
        mfaEnabled: false,
      }),
    });
    const [row] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.action, 'user_updated'), eq(activities.entityId, asha.user.id)));
    expect(row?.params).toEqual({
      actor: 'Sunil Admin',
      name: 'Asha P.',
      email: 'asha@example.com',
      role: 'user',
      userId: asha.user.id,
    });
  });

  it('takes multipart with an avatar stored as WebP, replacing the previous file', async () => {
    const first = await put(asha.user.id, form({ name: 'Asha Patil' }, await pngImage(900, 600)));
    expect(first.statusCode).toBe(200);
    const firstImage: string = first.json().user.profileImage;
    expect(firstImage).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    expect(await storedImage(t.db, firstImage)).toBeDefined();
    const second = await put(asha.user.id, form({}, await pngImage(64, 64)));
    expect(second.json().user.profileImage).not.toBe(firstImage);
    expect(await storedImage(t.db, firstImage)).toBeUndefined();
    const bad = await put(asha.user.id, form({}, Buffer.from('not an image')));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('profileImage');
  });

  it('changes email and password without the current password, logs it and ends the sessions', async () => {
    const res = await put(asha.user.id, { email: 'Asha.New@example.com', password: 'set-by-admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('asha.new@example.com');
    expect((await me(asha)).statusCode).toBe(401);
    expect((await login('asha.new@example.com', 'set-by-admin')).statusCode).toBe(200);
    expect((await login('asha@example.com', 'asha-secret')).statusCode).toBe(401);
    const [row] = await t.db.select().from(activities).where(eq(activities.action, 'user_credentials_changed'));
    expect(row).toMatchObject({ actorId: admin.user.id, entityId: asha.user.id, priority: 'high' });
  });

  it('refuses an email another account holds with 409, and bad fields with 400', async () => {
    const taken = await put(asha.user.id, { email: 'RAVI@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Email already registered');
    const bad = await put(asha.user.id, { phone: 'call me', role: 'owner', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['password', 'phone', 'role']);
  });

  it('promotes and demotes, but never demotes the last admin', async () => {
    const promoted = await put(other.user.id, { role: 'admin' });
    expect(promoted.json().user.role).toBe('admin');
    expect((await put(admin.user.id, { role: 'user' })).json().user.role).toBe('user');
    const last = await put(other.user.id, { role: 'user' }, other);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is the only admin account: make another user an admin first.');
    // The demoted admin lost their powers on their very next call.
    expect((await put(other.user.id, { name: 'Nope' }, admin)).statusCode).toBe(403);
  });

  it('sends an admin to their profile to change their own email or password', async () => {
    const res = await put(other.user.id, { password: 'new-password' }, other);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Change your own email or password on your profile page.');
    expect((await put(other.user.id, { name: 'Ravi K', email: 'ravi@example.com' }, other)).statusCode).toBe(200);
  });

  it('answers 404 for unknown ids and refuses customers', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000', { name: 'X' }, other)).statusCode).toBe(404);
    expect((await put(other.user.id, { name: 'X' }, asha)).statusCode).toBe(401);
    const customer = await createUser(t);
    expect((await put(other.user.id, { name: 'X' }, customer)).statusCode).toBe(403);
    expect((await put(other.user.id, { name: 'X' }, null)).statusCode).toBe(401);
  });
});
