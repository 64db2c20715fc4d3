import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { contacts } from '../../db/schema/contacts';
import { users } from '../../db/schema/users';
import { startOfMonthInIndia, startOfWeekInIndia } from './get-user-stats';

describe('GET /api/users/stats', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t);
    await createUser(t);
    await t.db.insert(users).values([
      {
        name: 'Old Customer',
        email: 'old@example.com',
        passwordHash: 'x',
        createdAt: new Date('2020-01-15T00:00:00Z'),
      },
      { name: 'Gone Customer', email: 'gone@example.com', passwordHash: 'x', deletedAt: new Date() },
    ]);
    const enquiry = { name: 'Ravi', email: 'ravi@example.com', message: 'Do you repair water tanks?' };
    await t.db.insert(contacts).values([enquiry, enquiry, { ...enquiry, status: 'read' }]);
  });
  afterAll(() => t.close());

  it('answers zeroes for what does not exist yet', async () => {
    const empty = await createTestApp();
    try {
      const anAdmin = await createAdmin(empty);
      const res = await empty.app.inject({ method: 'GET', url: '/api/users/stats', headers: anAdmin.headers });
      expect(res.json()).toEqual({
        totalUsers: 1,
        totalAdmins: 1,
        totalCustomers: 0,
        newUsersThisWeek: 1,
        newUsersThisMonth: 1,
        newEnquiries: 0,
      });
    } finally {
      await empty.close();
    }
  });

  it('counts active users, admins, customers, this week’s and month’s sign-ups and new enquiries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/stats', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 4,
      totalAdmins: 1,
      totalCustomers: 3,
      newUsersThisWeek: 3,
      newUsersThisMonth: 3,
      newEnquiries: 2,
    });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/stats', headers: customer.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users/stats' })).statusCode).toBe(401);
  });

  it('starts the month at midnight India time', () => {
    expect(startOfMonthInIndia(new Date('2026-03-31T19:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(startOfMonthInIndia(new Date('2026-03-31T18:00:00Z')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
  });

  it('starts the week on Monday at midnight India time', () => {
    // Monday 2026-03-30, 00:30 in India.
    expect(startOfWeekInIndia(new Date('2026-03-29T19:00:00Z')).toISOString()).toBe('2026-03-29T18:30:00.000Z');
    // Sunday 2026-03-29, 23:30 in India: the week began six days before.
    expect(startOfWeekInIndia(new Date('2026-03-29T18:00:00Z')).toISOString()).toBe('2026-03-22T18:30:00.000Z');
  });
});
