import { orderNumber } from '@karigar/domain/order';
import { ORDER_PAGE_SIZE } from '@karigar/domain/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { csvRecords, csvRows } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import type { OrderRow } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

describe('GET /api/orders/export.csv', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let paid: OrderRow;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 6));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'आशा पाटील', email: 'asha@example.com' });
    await t.db.update(users).set({ phone: '+91 98220 12345' }).where(eq(users.id, asha.user.id));
    asha.user.phone = '+91 98220 12345';
    const formula = await createUser(t, { name: '=HYPERLINK("http://evil.example","Click")', email: 'f@example.com' });
    const roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    const tank = await createService(t, { name: '@SUM(1+1) tank', price: 2500.5 });
    // More orders than one page holds, so the export must not stop at a page.
    for (let n = 1; n <= ORDER_PAGE_SIZE + 2; n += 1) {
      await createOrder(t, formula.user, roofing, { createdAt: day(n) });
    }
    paid = await createOrder(t, asha.user, tank, {
      quantity: 2,
      discount: 1,
      origin: 'service-request',
      createdAt: day(20),
      paidAt: new Date('2026-01-21T10:30:00Z'),
    });
  });
  afterAll(() => t.close());

  const exportCsv = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers });

  it('downloads every matching order, newest first, with a header row, amounts in rupees and ISO dates', async () => {
    const res = await exportCsv();
    const [header, ...rows] = csvRows(res, 'orders');
    expect(header).toEqual([
      'Reference',
      'Created',
      'Customer',
      'Email',
      'Phone',
      'Service',
      'Quantity',
      'Unit price',
      'Discount',
      'Tax rate (%)',
      'Tax',
      'Total',
      'Paid',
      'Status',
      'Payment status',
      'Paid at',
      'Invoice number',
      'Origin',
    ]);
    expect(rows).toHaveLength(ORDER_PAGE_SIZE + 3);
    expect(rows[0]).toEqual([
      orderNumber(paid.id),
      '2026-01-20T06:00:00.000Z',
      'आशा पाटील',
      'asha@example.com',
      "'+91 98220 12345",
      "'@SUM(1+1) tank",
      '2',
      '2500.50',
      (paid.discountPaise / 100).toFixed(2),
      '18',
      (paid.taxAmountPaise / 100).toFixed(2),
      (paid.totalPaise / 100).toFixed(2),
      '5900.00',
      'Pending',
      'paid',
      '2026-01-21T10:30:00.000Z',
      '',
      'service-request',
    ]);
    expect(rows.at(-1)?.[1]).toBe('2026-01-01T06:00:00.000Z');
  });

  it('neutralises text a spreadsheet would run as a formula', async () => {
    const records = csvRecords(await exportCsv('?search=evil'), 'orders');
    expect(records).toHaveLength(ORDER_PAGE_SIZE + 2);
    expect(records[0]?.['Customer']).toBe(`'=HYPERLINK("http://evil.example","Click")`);
  });

  it('applies the list’s search, origin filter and sort', async () => {
    for (const search of ['आशा', 'asha@example.com']) {
      const mine = csvRecords(await exportCsv(`?search=${encodeURIComponent(search)}&origin=all`), 'orders');
      expect(mine.map((r) => r['Reference'])).toEqual([orderNumber(paid.id)]);
    }
    const requested = csvRecords(await exportCsv('?origin=service-request'), 'orders');
    expect(requested.map((r) => r['Reference'])).toEqual([orderNumber(paid.id)]);
    const cheapestFirst = csvRecords(await exportCsv('?sortKey=totalPrice&sortOrder=asc'), 'orders');
    expect(cheapestFirst.at(-1)?.['Reference']).toBe(orderNumber(paid.id));
    const none = csvRows(await exportCsv('?search=nobody-matches-this'), 'orders');
    expect(none).toHaveLength(1);
  });

  it('is for admins only and answers 400 for a bad query', async () => {
    expect((await exportCsv('', asha.headers)).statusCode).toBe(403);
    expect((await exportCsv('', {})).statusCode).toBe(401);
    expect((await exportCsv('?sortKey=password')).statusCode).toBe(400);
  });
});
