import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { activities } from '../../db/schema/activities';
import { contacts } from '../../db/schema/contacts';
import { ENQUIRIES_PER_IP } from './contacts.routes';

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'owner@workshop.test' } });
  });
  afterAll(() => t.close());

  // Each enquiry comes from its own address unless a test says otherwise, to stay within the allowance.
  let sent = 0;
  const nextIp = () => `10.1.0.${++sent}`;
  const send = (payload: unknown, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as Record<string, unknown>, remoteAddress });

  it('stores the enquiry as new and answers 201 in the envelope, without login', async () => {
    const res = await send(
      {
        name: 'Ravi Kale',
        email: 'Ravi@Example.com',
        phone: '+91 98220 12345',
        message: 'Do you repaint car doors?',
        status: 'closed',
      },
      '127.0.0.1',
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      ok: true,
      data: {
        _id: expect.any(String),
        name: 'Ravi Kale',
        email: 'ravi@example.com',
        phone: '+919822012345',
        message: 'Do you repaint car doors?',
        language: 'en',
        status: 'new',
        userId: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      message: messages.contactSent,
    });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, body.data._id));
    expect(row?.status).toBe('new');
    const [log] = await t.db.select().from(activities).where(eq(activities.entityId, body.data._id));
    expect(log).toMatchObject({
      action: 'contact_created',
      priority: 'medium',
      message: 'New contact enquiry from Ravi Kale',
      ip: '127.0.0.1',
      params: { name: 'Ravi Kale', email: 'ravi@example.com', contactId: body.data._id },
    });
  });

  it('emails the workshop about the enquiry', async () => {
    await send({ name: 'Neha', email: 'neha@example.com', message: 'Fiberglass bathtub price?' });
    const mail = (await t.mail()).at(-1);
    expect(mail).toMatchObject({ to: 'owner@workshop.test', subject: 'New enquiry from Neha' });
    expect(mail?.text).toContain('Fiberglass bathtub price?');
    expect(mail?.text).toContain('neha@example.com');
  });

  it('trims spaces around the email before checking it', async () => {
    const res = await send({ name: 'Spacey', email: ' Spacey@Example.com  ', message: 'Hello' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.email).toBe('spacey@example.com');
  });

  it('answers 400 in the envelope naming the bad fields', async () => {
    const res = await send({ name: '', email: 'nope', message: '' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'message', 'name']);
  });

  it('takes an enquiry with a phone number and no email, and refuses one with neither on both fields', async () => {
    const phoneOnly = await send({ name: 'Ramesh', phone: '98220 12345', message: 'Tank lining, 2000 litres' });
    expect(phoneOnly.statusCode).toBe(201);
    expect(phoneOnly.json().data).toMatchObject({ email: null, phone: '+919822012345' });
    expect((await t.mail()).at(-1)?.text).toContain('+91 98220 12345');
    const neither = await send({ name: 'Nobody', email: '', phone: '', message: 'Call me' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().fieldCodes).toEqual({ email: 'EMAIL_OR_PHONE_REQUIRED', phone: 'EMAIL_OR_PHONE_REQUIRED' });
  });

  it('answers 400 for a body that is not an object and for malformed JSON', async () => {
    const list = await send([1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.json().ok).toBe(false);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ ok: false, message: errorTexts.VALIDATION_FAILED, code: 'VALIDATION_FAILED' });
  });

  it('answers 429 in the envelope once one IP has sent its allowance of enquiries, mailing no more', async () => {
    expect(ENQUIRIES_PER_IP).toEqual({ max: 5, timeWindow: 15 * 60_000 });
    const flooder = '10.2.0.1';
    const enquiry = { name: 'Flood', email: 'flood@example.com', message: 'Hello again' };
    for (let i = 0; i < ENQUIRIES_PER_IP.max; i++) expect((await send(enquiry, flooder)).statusCode).toBe(201);
    const mailed = (await t.mail()).length;
    const limited = await send(enquiry, flooder);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ ok: false, message: errorTexts.RATE_LIMITED, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.mail()).toHaveLength(mailed);
    expect((await send(enquiry, '10.2.0.2')).statusCode).toBe(201);
  });
});
