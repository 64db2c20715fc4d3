import type { ActivityListAnswer } from '@karigar/domain/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';

const HOUR = 3_600_000;

describe('GET /api/activity and /api/users/activities', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil' });
    const now = Date.now();
    await t.db.insert(activities).values([
      {
        actorId: customer.user.id,
        action: 'login',
        entity: 'user',
        entityId: customer.user.id,
        message: 'Asha Patil logged in',
        params: { actor: 'Asha Patil', userId: customer.user.id },
        priority: 'low',
        ip: '10.0.0.1',
        createdAt: new Date(now - 1 * HOUR),
      },
      {
        actorId: null,
        action: 'contact_created',
        entity: 'contact',
        message: 'New contact enquiry from Ravi',
        priority: 'medium',
        createdAt: new Date(now - 2 * HOUR),
      },
      {
        actorId: customer.user.id,
        action: 'login_failed',
        entity: 'user',
        message: 'Failed login for asha@example.com',
        priority: 'medium',
        createdAt: new Date(now - 30 * HOUR),
      },
      {
        actorId: admin.user.id,
        action: 'order_deleted',
        entity: 'order',
        entityId: '6f1c2d3e-0000-4000-8000-000000000001',
        message: 'Workshop Admin deleted an order',
        priority: 'high',
        createdAt: new Date(now - 10 * 24 * HOUR),
      },
      {
        actorId: admin.user.id,
        action: 'login',
        entity: 'user',
        message: 'Workshop Admin logged in',
        priority: 'low',
        createdAt: new Date(now - 40 * 24 * HOUR),
      },
    ]);
  });
  afterAll(() => t.close());

  const list = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/activity${query}`, headers });

  it('lists the last 7 days by default, newest first, with actor and pagination', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.activities.map((a: { message: string }) => a.message)).toEqual([
      'Asha Patil logged in',
      'New contact enquiry from Ravi',
      'Failed login for asha@example.com',
    ]);
    expect(body.activities[0]).toEqual({
      _id: expect.any(String),
      action: 'login',
      entity: 'user',
      entityId: customer.user.id,
      message: 'Asha Patil logged in',
      priority: 'low',
      ip: '10.0.0.1',
      createdAt: expect.any(String),
      actor: { _id: customer.user.id, name: 'Asha Patil', email: customer.user.email },
      params: { actor: 'Asha Patil', userId: customer.user.id },
      details: {},
      links: { orderId: null, quotationId: null, userId: customer.user.id, contactId: null },
    });
    expect(body.activities[1].actor).toBeNull();
    expect(body.pagination).toEqual({ total: 3, page: 1, totalPages: 1, limit: 10 });
  });

  it('filters by range and priority', async () => {
    const day = (await list('?range=24h')).json();
    expect(day.pagination.total).toBe(2);
    const month = (await list('?range=30d')).json();
    expect(month.pagination.total).toBe(4);
    const all = (await list('?range=all&limit=1000')).json();
    expect(all.pagination.total).toBe(5);
    const medium = (await list('?range=all&priority=medium')).json();
    expect(medium.activities.every((a: { priority: string }) => a.priority === 'medium')).toBe(true);
    expect(medium.pagination.total).toBe(2);
    const high = (await list('?range=7d&priority=high')).json();
    expect(high.activities).toEqual([]);
  });

  it('links an entry written without params to its entity, except a deleted one', async () => {
    const all = (await list('?range=all&limit=1000')).json<ActivityListAnswer>().activities;
    const byMessage = (message: string) => all.find((a) => a.message === message);
    expect(byMessage('New contact enquiry from Ravi')?.links).toEqual({
      orderId: null,
      quotationId: null,
      userId: null,
      contactId: null,
    });
    expect(byMessage('Workshop Admin deleted an order')?.links.orderId).toBeNull();
  });

  it('pages through the entries', async () => {
    const page = (await list('?range=all&limit=2&page=2')).json();
    expect(page.pagination).toEqual({ total: 5, page: 2, totalPages: 3, limit: 2 });
    expect(page.activities.map((a: { message: string }) => a.message)).toEqual([
      'Failed login for asha@example.com',
      'Workshop Admin deleted an order',
    ]);
  });

  it('answers 400 for a bad query', async () => {
    expect((await list('?limit=1001')).statusCode).toBe(400);
    expect((await list('?range=1y')).statusCode).toBe(400);
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('is for admins only: 403 for a customer, 401 without a token', async () => {
    const forbidden = await list('', customer.headers);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe("You don't have permission");
    expect((await list('', {})).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/activities', headers: customer.headers })).statusCode,
    ).toBe(403);
  });

  it('answers recent entries as text lines, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/activities', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const lines: string[] = res.json().activities;
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} · .+$/);
    expect(lines[0]).toMatch(/ · Asha Patil logged in$/);
    expect(lines[4]).toMatch(/ · Workshop Admin logged in$/);
  });
});
