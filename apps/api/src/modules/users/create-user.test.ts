import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

const LINK = /http:\/\/karigar\.test\/reset-password\/([A-Za-z0-9_-]+)/;

describe('POST /api/users/create', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Sunil Admin' });
    customer = await createUser(t, { email: 'taken@example.com' });
  });
  afterAll(() => t.close());

  const create = (payload: Record<string, unknown>, who: TestUser | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/users/create', headers: who?.headers ?? {}, payload });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('creates a customer with a password, answers 201 with the user and never a hash', async () => {
    const res = await create({
      name: 'Meera Joshi',
      email: ' Meera@Example.com ',
      password: 'meera-secret',
      phone: '9876543210',
      address: 'Baner, Pune',
      role: 'user',
      mfaEnabled: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'User created successfully',
      user: expect.objectContaining({
        name: 'Meera Joshi',
        email: 'meera@example.com',
        phone: '+919876543210',
        address: 'Baner, Pune',
        role: 'user',
        mfaEnabled: false,
      }),
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash|argon2/);
    expect((await login('meera@example.com', 'meera-secret')).statusCode).toBe(200);
    expect((await t.mail()).some((m) => m.to === 'meera@example.com')).toBe(false);
  });

  it('records who created whom, with structured params', async () => {
    const [row] = await t.db.select().from(activities).where(eq(activities.action, 'user_created'));
    const [meera] = await t.db.select().from(users).where(eq(users.email, 'meera@example.com'));
    expect(row).toMatchObject({
      actorId: admin.user.id,
      entityId: meera?.id,
      message: 'Sunil Admin created the account of Meera Joshi (user)',
      params: {
        actor: 'Sunil Admin',
        name: 'Meera Joshi',
        email: 'meera@example.com',
        role: 'user',
        userId: meera?.id,
      },
    });
  });

  it('without a password, mails a set-password link that lets the new user choose one', async () => {
    const res = await create({ name: 'Kiran Admin', email: 'kiran@example.com', role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('admin');
    const mail = (await t.mail()).find((m) => m.to === 'kiran@example.com');
    const token = LINK.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'kiran-chosen' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('kiran@example.com', 'kiran-chosen')).statusCode).toBe(200);
  });

  it('refuses an email already registered, in any letter case, with 409', async () => {
    const res = await create({ name: 'Again', email: 'TAKEN@example.com', role: 'user' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email already registered');
  });

  it('names missing or bad fields in a 400', async () => {
    const res = await create({ email: 'not-an-email', password: 'short', role: 'owner' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'name', 'password', 'role']);
    expect(res.json().message).toMatch(/^Invalid input: /);
    const lines = await create({ name: 'Two\nLines', email: 'two@example.com', role: 'user' });
    expect(lines.statusCode).toBe(400);
    expect(lines.json().fields).toHaveProperty('name');
  });

  it('is for admins only', async () => {
    expect((await create({ name: 'X', email: 'x@example.com', role: 'admin' }, customer)).statusCode).toBe(403);
    expect((await create({ name: 'X', email: 'x@example.com', role: 'admin' }, null)).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });
});
