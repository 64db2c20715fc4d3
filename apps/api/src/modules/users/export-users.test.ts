import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { csvRecords, csvRows } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { users } from '../../db/schema/users';

describe('GET /api/users/export.csv', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin', email: 'admin@example.com' });
    customer = await createUser(t, { name: 'गणेश देशमुख', email: 'ganesh@example.com' });
    await t.db
      .update(users)
      .set({ phone: '9822012345', address: '@Pune, "Shivajinagar"', createdAt: new Date('2026-03-01T04:00:00Z') })
      .where(eq(users.id, customer.user.id));
    // More than one page of the list (10).
    for (let n = 1; n <= 11; n += 1) await createUser(t, { name: `Customer ${String(n).padStart(2, '0')}` });
  });
  afterAll(() => t.close());

  const exportCsv = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/users/export.csv${query}`, headers });

  it('downloads every user with name, email, phone, address, role in words and India time; never a secret', async () => {
    const [header, ...rows] = csvRows(await exportCsv(), 'users');
    expect(header).toEqual(['Name', 'Email', 'Phone', 'Address', 'Role', 'Created (IST)']);
    expect(rows).toHaveLength(13);
    const ganesh = csvRecords(await exportCsv('?search=ganesh'), 'users');
    expect(ganesh).toEqual([
      {
        Name: 'गणेश देशमुख',
        Email: 'ganesh@example.com',
        Phone: '9822012345',
        Address: `'@Pune, "Shivajinagar"`,
        Role: 'Customer',
        'Created (IST)': '2026-03-01 09:30',
      },
    ]);
    const marathi = csvRecords(await exportCsv('?search=ganesh&lang=mr'), 'users');
    expect(marathi).toEqual([expect.objectContaining({ नाव: 'गणेश देशमुख', भूमिका: 'ग्राहक' })]);
  });

  it('applies the list’s role filter, search and sort', async () => {
    const admins = csvRecords(await exportCsv('?role=admin'), 'users');
    expect(admins.map((u) => u['Email'])).toEqual(['admin@example.com']);
    const byName = csvRecords(await exportCsv('?search=customer&sortKey=name&sortOrder=asc'), 'users');
    expect(byName.map((u) => u['Name'])).toEqual(
      Array.from({ length: 11 }, (_, i) => `Customer ${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('is for admins only and answers 400 for a bad role', async () => {
    expect((await exportCsv('', customer.headers)).statusCode).toBe(403);
    expect((await exportCsv('', {})).statusCode).toBe(401);
    expect((await exportCsv('?role=owner')).statusCode).toBe(400);
  });
});
