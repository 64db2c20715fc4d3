import { errorTexts } from '@karigar/domain/error-codes';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { createService } from '../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../test/factories';
import type { ServiceRow } from '../db/schema/services';
import { registerErrorHandling } from './errors';

const NUL = 'Asha\u0000Patil';

describe('text with control characters', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    admin = await createAdmin(t);
    service = await createService(t, { name: 'Car polishing', price: 2500 });
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object | FormData, who?: TestUser) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload && { payload: payload as object }) });
  const register = (fields: Record<string, string>) =>
    send('POST', '/api/auth/register', {
      name: 'Asha Patil',
      email: `asha-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'correct horse',
      ...fields,
    });

  it('answers 400, never 500, to a NUL byte in a registration, naming the field', async () => {
    for (const field of ['name', 'email', 'phone', 'address', 'password']) {
      const res = await register({ [field]: field === 'phone' ? '+91\u000098220' : NUL });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], field).toBe(
        field === 'address' || field === 'password' ? errorTexts.TEXT_CONTROL_CHARACTERS : errorTexts.TEXT_SINGLE_LINE,
      );
    }
  });

  it('refuses a line break, tab or other control character in a name, but keeps lines in an address', async () => {
    for (const name of ['Asha\nAdmin logged in', 'Asha\r\nX', 'Asha\tPatil', 'Asha\u001b[2J', 'Asha\u2028X']) {
      const res = await register({ name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: errorTexts.TEXT_SINGLE_LINE } });
    }
    const res = await register({ name: '  Asha Patil \n', address: 'Plot 12\nMIDC Bhosari\r\nPune' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user: { name: 'Asha Patil', address: 'Plot 12\nMIDC Bhosari\r\nPune' } });
  });

  it('answers 400 in the envelope to a NUL byte in a contact enquiry', async () => {
    const enquiry = { name: 'Asha', email: 'asha@example.com', message: 'Please quote' };
    for (const field of ['name', 'email', 'phone', 'message']) {
      const res = await send('POST', '/api/contact', { ...enquiry, [field]: NUL });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ ok: false, fields: { [field]: expect.any(String) } });
    }
  });

  it('answers 400 to a NUL byte in a quotation request, edit and follow-up', async () => {
    for (const field of ['service', 'details', 'description', 'modification']) {
      const body = { service: service.id, quotationPrice: 2000, [field]: NUL };
      const res = await send('POST', '/api/quotations/request', body, customer);
      expect(res.statusCode, field).toBe(400);
    }
    const created = await send('POST', '/api/quotations/request', { service: service.id, quotationPrice: 1 }, customer);
    const id = created.json<{ quotation: { _id: string } }>().quotation._id;
    expect((await send('PUT', `/api/quotations/${id}/update`, { details: NUL }, customer)).statusCode).toBe(400);
    const followUp = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${id}/follow-up`,
      headers: admin.headers,
      payload: { followUpNote: NUL },
    });
    expect(followUp.statusCode).toBe(400);
  });

  it('answers 400 to a NUL byte or a line break in a profile update, as JSON or as a form', async () => {
    for (const fields of [{ name: NUL }, { name: 'Asha\nPatil' }, { email: 'a\u0000@b' }, { address: NUL }]) {
      const res = await send('PUT', '/api/users/me', fields, customer);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    const form = new FormData();
    form.append('name', NUL);
    const res = await send('PUT', '/api/users/me', form, customer);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { name: errorTexts.TEXT_SINGLE_LINE } });
  });

  it('answers 400 to a NUL byte in a login email and in every search', async () => {
    const login = await send('POST', '/api/auth/login', { email: 'a\u0000@b', password: 'whatever1' });
    expect(login.statusCode).toBe(400);
    const search = `search=${encodeURIComponent(NUL)}`;
    for (const [url, who] of [
      [`/api/quotations/user?${search}`, customer],
      [`/api/quotations/admin?${search}`, admin],
      [`/api/orders?${search}`, admin],
      [`/api/orders/my?${search}`, customer],
      [`/api/users?${search}`, admin],
      [`/api/services?${search}`, undefined],
    ] as const) {
      const res = await send('GET', url, undefined, who);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ fields: { search: errorTexts.TEXT_SINGLE_LINE } });
    }
  });

  it('answers 400 to a NUL byte in service, order and payment texts', async () => {
    const cases: [string, string, object, TestUser | undefined][] = [
      ['POST', '/api/services', { name: NUL, price: 10 }, admin],
      ['POST', '/api/services', { name: 'Waxing', price: 10, description: NUL }, admin],
      ['PUT', `/api/services/${service.id}`, { nameMr: NUL }, admin],
      ['POST', '/api/orders', { userId: customer.user.id, serviceId: service.id, quantity: 1, details: NUL }, admin],
      ['POST', '/api/orders/request-service', { serviceId: service.id, details: NUL }, customer],
      ['POST', '/api/payments/sandbox/pay', { order_id: NUL }, undefined],
      ['POST', '/api/payments/sandbox/fail', { order_id: 'order_x', reason: NUL }, undefined],
    ];
    for (const [method, url, payload, who] of cases) {
      const res = await send(method as 'POST', url, payload, who);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });
});

describe('a text the database cannot store', () => {
  let t: TestApp;
  const app = Fastify();

  beforeAll(async () => {
    t = await createTestApp();
    // A route that hands its input to PostgreSQL unchecked, as a missed schema would.
    registerErrorHandling(app);
    app.get<{ Querystring: { text: string } }>('/as-text', async (request) => {
      await t.db.execute(sql`select ${request.query.text}::text`);
      return { ok: true };
    });
    app.get<{ Querystring: { text: string } }>('/as-json', async (request) => {
      await t.db.execute(sql`select ${JSON.stringify({ note: request.query.text })}::jsonb`);
      return { ok: true };
    });
    app.get('/broken', async () => t.db.execute(sql`select * from no_such_table`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers 400 with a clear message for a NUL byte in text (22021) or in JSON (22P05)', async () => {
    for (const url of ['/as-text', '/as-json']) {
      const res = await app.inject({ method: 'GET', url: `${url}?text=${encodeURIComponent(NUL)}` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: errorTexts.TEXT_UNSTORABLE, code: 'TEXT_UNSTORABLE' });
      const fine = await app.inject({ method: 'GET', url: `${url}?text=Asha` });
      expect(fine.statusCode).toBe(200);
    }
  });

  it('still answers 500, hiding the details, for other database errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: errorTexts.INTERNAL, code: 'INTERNAL' });
  });
});
