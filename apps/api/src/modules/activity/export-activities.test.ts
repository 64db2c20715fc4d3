import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { csvRecords, csvRows } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { indiaDateTime } from '../../lib/csv';

const HOUR = 3_600_000;
/** Enough entries for the cursor to fetch several batches. */
const MANY = 1234;

describe('GET /api/activity/export.csv', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  const now = Date.now();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'आशा पाटील', email: 'asha@example.com' });
    await t.db.insert(activities).values([
      {
        actorId: customer.user.id,
        action: 'login',
        entity: 'user',
        entityId: customer.user.id,
        message: 'आशा पाटील logged in',
        priority: 'low',
        ip: '10.0.0.1',
        createdAt: new Date(now - HOUR),
      },
      {
        actorId: null,
        action: 'contact_created',
        entity: 'contact',
        message: '+1 new enquiry: =2+3',
        priority: 'medium',
        createdAt: new Date(now - 30 * HOUR),
      },
      ...Array.from({ length: MANY }, (_, i) => ({
        actorId: admin.user.id,
        action: 'order_deleted',
        entity: 'order',
        message: `Deleted order ${i}`,
        priority: 'high' as const,
        createdAt: new Date(now - 20 * 24 * HOUR - i * 1000),
      })),
    ]);
  });
  afterAll(() => t.close());

  const exportCsv = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/activity/export.csv${query}`, headers });

  it('downloads the last 7 days by default with action, message, actor, priority in words and ip', async () => {
    const [header, ...rows] = csvRows(await exportCsv(), 'activities');
    expect(header).toEqual([
      'Time (IST)',
      'Action',
      'Message',
      'Actor',
      'Actor email',
      'Priority',
      'IP',
      'Entity',
      'Entity id',
    ]);
    expect(rows).toEqual([
      [
        indiaDateTime(new Date(now - HOUR)),
        'login',
        'आशा पाटील logged in',
        'आशा पाटील',
        'asha@example.com',
        'Low',
        '10.0.0.1',
        'user',
        customer.user.id,
      ],
      [
        indiaDateTime(new Date(now - 30 * HOUR)),
        'contact_created',
        "'+1 new enquiry: =2+3",
        '',
        '',
        'Medium',
        '',
        'contact',
        '',
      ],
    ]);
  });

  it('streams every entry of a long log, newest first, across many batches', async () => {
    const records = csvRecords(await exportCsv('?range=all&priority=high'), 'activities');
    expect(records).toHaveLength(MANY);
    expect(records.map((r) => r['Message'])).toEqual(Array.from({ length: MANY }, (_, i) => `Deleted order ${i}`));
  });

  it('applies the range and priority filter', async () => {
    expect(csvRecords(await exportCsv('?range=24h'), 'activities').map((r) => r['Action'])).toEqual(['login']);
    expect(csvRecords(await exportCsv('?range=30d&priority=medium'), 'activities')).toHaveLength(1);
    expect(csvRecords(await exportCsv('?range=all'), 'activities')).toHaveLength(MANY + 2);
  });

  it('is for admins only and answers 400 for a bad range', async () => {
    expect((await exportCsv('', customer.headers)).statusCode).toBe(403);
    expect((await exportCsv('', {})).statusCode).toBe(401);
    expect((await exportCsv('?range=1y')).statusCode).toBe(400);
  });
});
