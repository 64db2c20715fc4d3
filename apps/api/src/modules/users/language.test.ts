import type { PublicUser } from '@karigar/domain/user';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';

describe("a person's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(() => t.close());

  const languageOf = async (id: string) =>
    (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

  it('is saved by PUT /api/users/me/language and answered by login and me', async () => {
    const asha = await createUser(t, { email: 'asha@example.com', password: 'secret-pass' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: asha.headers,
      payload: { language: 'mr' },
    });
    expect(res.statusCode).toBe(204);
    expect(await languageOf(asha.user.id)).toBe('mr');

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'asha@example.com', password: 'secret-pass' },
    });
    expect(login.json<{ user: PublicUser }>().user.language).toBe('mr');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: asha.headers });
    expect(me.json<PublicUser>().language).toBe('mr');
  });

  it('refuses a language other than English or Marathi, and a caller not signed in', async () => {
    const asha = await createUser(t);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: asha.headers,
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await languageOf(asha.user.id)).toBe('en');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/users/me/language', payload: { language: 'mr' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is the one a registration was filled in, and the welcome mail is written in it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ravi Kale', email: 'ravi@example.com', password: 'secret-pass', language: 'mr' },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json<{ user: PublicUser }>();
    expect(user.language).toBe('mr');
    expect(await languageOf(user._id)).toBe('mr');
    expect(await t.mail()).toEqual([
      expect.objectContaining({ to: 'ravi@example.com', subject: 'कारागीरमध्ये स्वागत आहे' }),
    ]);
    expect((await t.mail())[0]?.text).toContain('नमस्कार Ravi Kale,');
  });

  it('is English for a registration that names none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Meera Joshi', email: 'meera@example.com', password: 'secret-pass' },
    });
    expect(res.json<{ user: PublicUser }>().user.language).toBe('en');
    expect((await t.mail())[0]?.subject).toBe('Welcome to Karigar');
  });

  it('is kept with an enquiry, from the language the form was sent in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sunil More', email: 'sunil@example.com', message: 'नमस्कार, छताचे काम हवे आहे.', language: 'mr' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ data: { _id: string; language: string } }>().data._id;
    expect(res.json<{ data: { language: string } }>().data.language).toBe('mr');
    const [row] = await t.db.select({ language: contacts.language }).from(contacts).where(eq(contacts.id, id));
    expect(row?.language).toBe('mr');
  });
});
