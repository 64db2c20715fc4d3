import { errorTexts } from '@karigar/domain/error-codes';
import { messages } from '@karigar/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { contacts } from '../../db/schema/contacts';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('the admin contact inbox: /api/contact', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil' });
    const day = 86_400_000;
    const now = Date.now();
    const rows = await t.db
      .insert(contacts)
      .values([
        {
          name: 'Ravi Kale',
          email: 'ravi@example.com',
          phone: '98220 12345',
          message: 'Car door repaint?',
          createdAt: new Date(now - 3 * day),
        },
        {
          name: 'Neha Joshi',
          email: 'neha@example.com',
          message: 'Bathtub price?',
          status: 'read',
          createdAt: new Date(now - 2 * day),
        },
        {
          name: 'Sunil More',
          email: 'sunil@example.com',
          message: 'Planter pots in bulk',
          status: 'closed',
          createdAt: new Date(now - day),
        },
      ])
      .returning();
    for (const row of rows) ids[row.name.split(' ')[0]!.toLowerCase()] = row.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
    t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

  it('lists the enquiries newest first in the envelope with total, page and limit', async () => {
    const res = await call('GET', '/api/contact', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.meta).toEqual({ total: 3, page: 1, limit: 10 });
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Sunil More', 'Neha Joshi', 'Ravi Kale']);
    expect(body.data[2]).toEqual({
      _id: ids['ravi'],
      name: 'Ravi Kale',
      email: 'ravi@example.com',
      phone: '98220 12345',
      message: 'Car door repaint?',
      language: 'en',
      status: 'new',
      userId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('filters by status, searches name, email, phone and message, and pages', async () => {
    const byStatus = (await call('GET', '/api/contact?status=read', admin)).json();
    expect(byStatus.data.map((c: { name: string }) => c.name)).toEqual(['Neha Joshi']);
    expect(byStatus.meta.total).toBe(1);
    for (const search of ['RAVI', 'ravi@', '98220', 'door repaint']) {
      const found = (await call('GET', `/api/contact?search=${encodeURIComponent(search)}`, admin)).json();
      expect(found.data.map((c: { name: string }) => c.name)).toEqual(['Ravi Kale']);
    }
    const page2 = (await call('GET', '/api/contact?page=2&limit=2', admin)).json();
    expect(page2.meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(page2.data.map((c: { name: string }) => c.name)).toEqual(['Ravi Kale']);
    const blank = (await call('GET', '/api/contact?status=&search=', admin)).json();
    expect(blank.meta.total).toBe(3);
  });

  it('answers 400 in the envelope for a bad status filter or limit', async () => {
    for (const url of ['/api/contact?status=spam', '/api/contact?limit=101', '/api/contact?page=0']) {
      const res = await call('GET', url, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        message: expect.stringContaining('Invalid input'),
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it('counts the new enquiries for the navigation', async () => {
    const res = await call('GET', '/api/contact/stats', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { new: 1 } });
  });

  it('answers one enquiry, and 404 "Contact not found" in the envelope for a missing or malformed id', async () => {
    const res = await call('GET', `/api/contact/${ids['neha']}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, data: { _id: ids['neha'], name: 'Neha Joshi', status: 'read' } });
    for (const id of [MISSING_ID, 'not-an-id']) {
      const missing = await call('GET', `/api/contact/${id}`, admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ ok: false, message: 'Contact not found', code: 'CONTACT_NOT_FOUND' });
    }
  });

  it('changes the status and logs who did it with structured params, once per real change', async () => {
    const res = await call('PATCH', `/api/contact/${ids['ravi']}`, admin, { status: 'read' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      data: { _id: ids['ravi'], status: 'read' },
      message: messages.contactUpdated,
    });
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, ids['ravi']!));
    expect(row?.status).toBe('read');
    expect(row!.updatedAt.getTime()).toBeGreaterThan(row!.createdAt.getTime());
    expect((await call('PATCH', `/api/contact/${ids['ravi']}`, admin, { status: 'read' })).statusCode).toBe(200);
    const logs = await t.db.select().from(activities).where(eq(activities.entityId, ids['ravi']!));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'contact_status_changed',
      entity: 'contact',
      message: 'Workshop Admin marked the enquiry from Ravi Kale as read',
      params: {
        actor: 'Workshop Admin',
        name: 'Ravi Kale',
        email: 'ravi@example.com',
        status: 'read',
        contactId: ids['ravi'],
      },
    });
    expect((await call('GET', '/api/contact/stats', admin)).json().data.new).toBe(0);
  });

  it('refuses an unknown status with 400 naming the field, and a missing enquiry with 404', async () => {
    const bad = await call('PATCH', `/api/contact/${ids['ravi']}`, admin, { status: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      ok: false,
      message: 'Invalid input: status',
      fields: { status: expect.any(String) },
    });
    const none = await call('PATCH', `/api/contact/${ids['ravi']}`, admin, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().ok).toBe(false);
    const missing = await call('PATCH', `/api/contact/${MISSING_ID}`, admin, { status: 'closed' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ ok: false, message: 'Contact not found' });
  });

  it('deletes an enquiry, logs it, and answers 404 the second time', async () => {
    const res = await call('DELETE', `/api/contact/${ids['sunil']}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { _id: ids['sunil'] }, message: messages.contactDeleted });
    expect(await t.db.select().from(contacts).where(eq(contacts.id, ids['sunil']!))).toHaveLength(0);
    const [log] = await t.db.select().from(activities).where(eq(activities.action, 'contact_deleted'));
    expect(log).toMatchObject({
      actorId: admin.user.id,
      entityId: ids['sunil'],
      params: { actor: 'Workshop Admin', name: 'Sunil More', email: 'sunil@example.com', contactId: ids['sunil'] },
    });
    const again = await call('DELETE', `/api/contact/${ids['sunil']}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ ok: false, message: 'Contact not found' });
  });

  it('answers a guest 401 and a customer 403 in the envelope on every inbox path, changing nothing', async () => {
    const paths: ['GET' | 'PATCH' | 'DELETE' | 'POST', string][] = [
      ['GET', '/api/contact'],
      ['GET', '/api/contact/stats'],
      ['GET', `/api/contact/${ids['neha']}`],
      ['PATCH', `/api/contact/${ids['neha']}`],
      ['DELETE', `/api/contact/${ids['neha']}`],
      ['POST', `/api/contact/${ids['neha']}/create-user`],
    ];
    for (const [method, url] of paths) {
      const payload = method === 'PATCH' ? { status: 'closed' } : undefined;
      const guest = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json()).toEqual({ ok: false, message: errorTexts.TOKEN_MISSING, code: 'TOKEN_MISSING' });
      const denied = await t.app.inject({ method, url, headers: customer.headers, ...(payload ? { payload } : {}) });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json()).toEqual({ ok: false, message: errorTexts.FORBIDDEN, code: 'FORBIDDEN' });
    }
    const [neha] = await t.db.select().from(contacts).where(eq(contacts.id, ids['neha']!));
    expect(neha).toMatchObject({ status: 'read', userId: null });
  });
});
