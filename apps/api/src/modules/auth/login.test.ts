import { errorTexts } from '@karigar/domain/error-codes';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';

describe('login and the signed-in user', () => {
  let t: TestApp;
  let asha: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com', password: 'secret-pass' });
  });
  afterAll(() => t.close());

  const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

  it('answers tokens and the user for the right password, whatever the email case', async () => {
    const res = await login({ email: 'ASHA@example.com', password: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email: 'asha@example.com', role: 'user' },
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|mfaSecret/);
    const logs = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.actorId, asha.user.id), eq(activities.action, 'login')));
    expect(logs[0]).toMatchObject({ message: 'Asha Patil logged in', ip: '127.0.0.1', priority: 'low' });
  });

  it('accepts an email typed with surrounding spaces', async () => {
    const res = await login({ email: '  Asha@Example.com ', password: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('asha@example.com');
  });

  it('accepts an address on a host without a dot, like the default admin@localhost', async () => {
    await createUser(t, { email: 'owner@workshop', password: 'secret-pass' });
    const res = await login({ email: 'owner@workshop', password: 'secret-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('owner@workshop');
    const bad = await login({ email: 'no-at-sign', password: 'secret-pass' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toBe('Please enter a valid email address');
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: 'secret-pass' });
    const wrong = await login({ email: 'asha@example.com', password: 'wrong-pass' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe(errorTexts.INVALID_CREDENTIALS);
  });

  it('logs a failed login with medium priority, naming the account when it exists', async () => {
    await login({ email: 'asha@example.com', password: 'wrong-again' });
    const logs = await t.db.select().from(activities).where(eq(activities.action, 'login_failed'));
    const mine = logs.find((l) => l.actorId === asha.user.id);
    expect(mine).toMatchObject({ priority: 'medium', message: 'Failed login for asha@example.com', ip: '127.0.0.1' });
    expect(logs.find((l) => l.message === 'Failed login for nobody@example.com')?.actorId).toBeNull();
  });

  it('answers 400 naming the fields of an empty login', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password']);
  });

  it('answers the signed-in user without secrets from GET /api/auth/me', async () => {
    const res = await me(asha.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: asha.user.id,
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: null,
      address: null,
      gstin: null,
      role: 'user',
      profileImage: null,
      mfaEnabled: false,
      language: 'en',
      createdAt: asha.user.createdAt.toISOString(),
    });
  });

  it('says no token was provided when there is none', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized: No token provided');
    const otherScheme = await me({ authorization: `Basic ${asha.accessToken}` });
    expect(otherScheme.json().message).toBe('Unauthorized: No token provided');
  });

  it('accepts the Bearer scheme in any letter case', async () => {
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      const res = await me({ authorization: `${scheme} ${asha.accessToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()._id).toBe(asha.user.id);
    }
  });

  it('rejects a malformed or foreign-signed token as invalid', async () => {
    const garbage = await me({ authorization: 'Bearer not.a.jwt' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().message).toBe('Unauthorized: Invalid token');
    const foreign = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(asha.user.id)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('some-other-secret-some-other-secret'));
    const res = await me({ authorization: `Bearer ${foreign}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized: Invalid token');
  });

  it('rejects an unsigned ("alg: none") token', async () => {
    const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: asha.user.id, role: 'admin', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    const res = await me({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized: Invalid token');
  });

  it('says "token expired" for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(asha.user.id)
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(t.jwtSecret));
    const res = await me({ authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized: token expired');
  });
});
