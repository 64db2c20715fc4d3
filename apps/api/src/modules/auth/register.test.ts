import { errorTexts } from '@karigar/domain/error-codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

describe('POST /api/auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

  it('creates a customer and answers 201 with tokens and the user', async () => {
    const res = await register({
      name: 'Asha Patil',
      email: 'Asha@Example.com',
      password: 'secret-pass',
      phone: '+91 98765 43210',
      address: 'Pune',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toEqual({
      _id: expect.any(String),
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '+919876543210',
      address: 'Pune',
      gstin: null,
      role: 'user',
      profileImage: null,
      mfaEnabled: false,
      language: 'en',
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|mfaSecret/);
    const [log] = await t.db.select().from(activities).where(eq(activities.actorId, body.user._id));
    expect(log).toMatchObject({ action: 'register', message: 'Asha Patil registered', ip: '127.0.0.1' });
  });

  it('mails the new customer a welcome with a link to their dashboard, and nothing on a refusal', async () => {
    const before = (await t.mail()).length;
    expect(
      (await register({ name: 'Ravi Kale', email: 'ravi.kale@example.com', password: 'secret-pass' })).statusCode,
    ).toBe(201);
    expect((await t.mail()).length).toBe(before + 1);
    expect((await t.mail()).at(-1)).toMatchObject({ to: 'ravi.kale@example.com', subject: 'Welcome to Karigar' });
    expect((await t.mail()).at(-1)?.text).toContain('http://karigar.test/user/dashboard');
    expect(
      (await register({ name: 'Ravi Again', email: 'ravi.kale@example.com', password: 'secret-pass' })).statusCode,
    ).toBe(409);
    expect((await t.mail()).length).toBe(before + 1);
  });

  it('rejects a taken email with 409, whatever its letter case', async () => {
    await register({ name: 'First', email: 'taken@example.com', password: 'secret-pass' });
    const res = await register({ name: 'Second', email: 'TAKEN@example.COM', password: 'secret-pass' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: errorTexts.EMAIL_TAKEN });
  });

  it('answers one 201 and one 409 when the same email registers twice at once', async () => {
    const answers = await Promise.all([
      register({ name: 'Racer One', email: 'race@example.com', password: 'secret-pass' }),
      register({ name: 'Racer Two', email: 'RACE@example.com', password: 'secret-pass' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({ message: errorTexts.EMAIL_TAKEN });
  });

  it('answers 400 naming every bad field', async () => {
    const res = await register({ name: '', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'name', 'password']);
    expect(body.message).toContain('email');
    expect(body.fields.password).toBe('Password must be at least 8 characters');
  });

  it('trims spaces around the email before checking it, storing it lower-cased', async () => {
    const res = await register({ name: 'Spacey', email: '  Spacey@Example.com ', password: 'secret-pass' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe('spacey@example.com');
  });

  it('keeps the strict email check: a host without a domain is refused', async () => {
    const res = await register({ name: 'Local', email: 'someone@localhost', password: 'secret-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Please enter a valid email address');
  });

  it('ignores role and every other field a customer may not set', async () => {
    const res = await register({
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: 'secret-pass',
      role: 'admin',
      mfaEnabled: true,
      profileImage: '/uploads/avatars/x.webp',
      passwordHash: 'x',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'user', mfaEnabled: false, profileImage: null });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(row?.role).toBe('user');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
