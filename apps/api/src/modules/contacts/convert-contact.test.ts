import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';

describe('POST /api/contact/:id/create-user', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
  });
  afterAll(() => t.close());

  async function enquiry(values: { name: string; email: string; phone?: string }): Promise<string> {
    const [row] = await t.db
      .insert(contacts)
      .values({ ...values, message: 'Please call me' })
      .returning();
    return row!.id;
  }
  const convert = (id: string, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/contact/${id}/create-user`, headers });

  it('creates the customer from the enquiry, links it, logs it and mails a working set-password link', async () => {
    const id = await enquiry({ name: 'Ravi Kale', email: 'ravi.kale@example.com', phone: '+91 98220 12345' });
    const res = await convert(id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      ok: true,
      data: {
        contact: expect.objectContaining({ _id: id, userId: expect.any(String) }),
        user: {
          _id: body.data.contact.userId,
          name: 'Ravi Kale',
          email: 'ravi.kale@example.com',
          phone: '+91 98220 12345',
        },
      },
      message: messages.contactConverted,
    });
    const userId: string = body.data.user._id;
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ role: 'user', name: 'Ravi Kale', phone: '+91 98220 12345', deletedAt: null });
    const [linked] = await t.db.select().from(contacts).where(eq(contacts.id, id));
    expect(linked?.userId).toBe(userId);
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'contact_converted'));
    expect(log).toMatchObject({
      actorId: admin.user.id,
      entity: 'user',
      entityId: userId,
      params: { actor: 'Workshop Admin', name: 'Ravi Kale', email: 'ravi.kale@example.com', contactId: id, userId },
    });

    const mail = (await t.mail()).at(-1);
    expect(mail).toMatchObject({ to: 'ravi.kale@example.com', subject: 'Set your Karigar password' });
    const token = /\/reset-password\/(\S+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    // Until then nobody can log in; after it, the customer can with the password they chose.
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ravi.kale@example.com', password: 'a new secret 123' },
    });
    expect(before.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${token}`,
      payload: { newPassword: 'a new secret 123' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ravi.kale@example.com', password: 'a new secret 123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 in the envelope the second time, creating nobody and mailing nothing', async () => {
    const id = await enquiry({ name: 'Neha Joshi', email: 'neha.j@example.com' });
    expect((await convert(id)).statusCode).toBe(201);
    const mailed = (await t.mail()).length;
    const again = await convert(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      message: errorTexts.CONTACT_ALREADY_CONVERTED,
      code: 'CONTACT_ALREADY_CONVERTED',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'neha.j@example.com'))).toHaveLength(1);
    expect(await t.mail()).toHaveLength(mailed);
  });

  it('answers 409 when the email already has an account, in any case, leaving the enquiry unlinked', async () => {
    await createUser(t, { name: 'Sunil More', email: 'sunil@example.com' });
    const id = await enquiry({ name: 'Sunil M', email: 'Sunil@Example.com' });
    const mailed = (await t.mail()).length;
    const res = await convert(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ ok: false, message: errorTexts.EMAIL_TAKEN, code: 'EMAIL_TAKEN' });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row?.userId).toBeNull();
    expect(await t.mail()).toHaveLength(mailed);
  });

  it('makes an account for an email whose earlier account was deleted', async () => {
    const gone = await createUser(t, { name: 'Old Account', email: 'returning@example.com' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));
    const id = await enquiry({ name: 'Returning Customer', email: 'returning@example.com' });
    const res = await convert(id);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user._id).not.toBe(gone.user.id);
  });

  it('answers 404 "Contact not found" in the envelope for a missing enquiry', async () => {
    const res = await convert('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ ok: false, message: 'Contact not found', code: 'CONTACT_NOT_FOUND' });
  });
});
