import { orderNumber } from '@karigar/domain/order';
import { ORDER_PAGE_SIZE } from '@karigar/domain/order';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { csvRecords, csvRows } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';

describe('GET /api/orders/export.csv', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let paid: OrderRow;
  let roofing: ServiceRow;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 6));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'आशा पाटील', email: 'asha@example.com' });
    await t.db.update(users).set({ phone: '+91 98220 12345' }).where(eq(users.id, asha.user.id));
    asha.user.phone = '+91 98220 12345';
    const formula = await createUser(t, { name: '=HYPERLINK("http://evil.example","Click")', email: 'f@example.com' });
    roofing = await createService(t, { name: 'Fiberglass roofing', price: 1000 });
    const tank = await createService(t, { name: '@SUM(1+1) tank', price: 2500.5, unit: 'piece' });
    // More orders than one page holds, so the export must not stop at a page.
    for (let n = 1; n <= ORDER_PAGE_SIZE + 2; n += 1) {
      await createOrder(t, formula.user, roofing, { createdAt: day(n) });
    }
    paid = await createOrder(t, asha.user, tank, {
      quantity: 2,
      discount: 1,
      origin: 'service-request',
      details: 'Two tanks for the terrace',
      createdAt: day(20),
      paidAt: new Date('2026-01-21T10:30:00Z'),
    });
  });
  afterAll(() => t.close());

  const exportCsv = (query = '', headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/orders/export.csv${query}`, headers });

  it('downloads every matching order, newest first, in words, with the GST split, amounts in rupees and India time', async () => {
    const res = await exportCsv();
    const [header, ...rows] = csvRows(res, 'orders');
    expect(header).toEqual([
      'Reference',
      'Created (IST)',
      'Customer',
      'Email',
      'Phone',
      'Service',
      'Job description',
      'Modifications',
      'Quantity',
      'Unit',
      'Unit price',
      'Discount',
      'Taxable value',
      'Customer GSTIN',
      'Place of supply',
      'GST rate (%)',
      'CGST',
      'SGST',
      'IGST',
      'Total',
      'Paid',
      'Payment method',
      'Status',
      'Payment status',
      'Paid at (IST)',
      'Invoice number',
      'Origin',
    ]);
    expect(rows).toHaveLength(ORDER_PAGE_SIZE + 3);
    const cgst = Math.ceil(paid.taxAmountPaise / 2);
    expect(rows[0]).toEqual([
      orderNumber(paid.id),
      '2026-01-20 11:30',
      'आशा पाटील',
      'asha@example.com',
      "'+91 98220 12345",
      "'@SUM(1+1) tank",
      'Two tanks for the terrace',
      '',
      '2',
      'piece',
      '2500.50',
      (paid.discountPaise / 100).toFixed(2),
      (paid.preTaxTotalPaise / 100).toFixed(2),
      '',
      '27',
      '18',
      (cgst / 100).toFixed(2),
      ((paid.taxAmountPaise - cgst) / 100).toFixed(2),
      '0.00',
      (paid.totalPaise / 100).toFixed(2),
      '5900.00',
      '',
      'Pending',
      'Paid',
      '2026-01-21 16:00',
      '',
      'Booked at list price',
    ]);
    expect(paid.preTaxTotalPaise + paid.taxAmountPaise).toBe(paid.totalPaise);
    expect(rows.at(-1)?.[1]).toBe('2026-01-01 11:30');
  });

  it('names how the money came in and reads part payments as part paid', async () => {
    const ravi = await createUser(t, { name: 'Ravi Cashpayer', email: 'ravi@example.com' });
    const order = await createOrder(t, ravi.user, roofing, { createdAt: day(25) });
    for (const payment of [
      { method: 'cash', amount: 100 },
      { method: 'upi', amount: 50 },
      { method: 'cash', amount: 20 },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/payments`,
        headers: admin.headers,
        payload: { ...payment, paidAt: indiaDate(new Date()) },
      });
      expect(res.statusCode).toBe(201);
    }
    const [record] = csvRecords(await exportCsv('?search=cashpayer'), 'orders');
    expect(record).toMatchObject({
      'Payment method': 'Cash, UPI to the shop',
      'Payment status': 'Part paid',
      Paid: '170.00',
      Status: 'Pending',
      Origin: 'Entered by the workshop',
      Unit: 'job',
    });
  });

  it("puts an inter-state recipient's GST all in IGST, with their GSTIN and state", async () => {
    const firm = await createUser(t, { name: 'Interstate Traders', email: 'firm@example.com' });
    const order = await createOrder(t, firm.user, roofing, { createdAt: day(26) });
    await t.db
      .update(orders)
      .set({ customerGstin: '29AAGCB7383J1Z4', placeOfSupply: '29' })
      .where(eq(orders.id, order.id));
    const [record] = csvRecords(await exportCsv('?search=interstate'), 'orders');
    expect(record).toMatchObject({
      'Customer GSTIN': '29AAGCB7383J1Z4',
      'Place of supply': '29',
      'Taxable value': '1000.00',
      CGST: '0.00',
      SGST: '0.00',
      IGST: '180.00',
    });
  });

  it('writes its headers and words in Marathi when asked, or when the browser prefers Marathi', async () => {
    for (const asked of [
      exportCsv('?lang=mr'),
      exportCsv('', { ...admin.headers, 'accept-language': 'mr-IN,en;q=0.5' }),
    ]) {
      const records = csvRecords(await asked, 'orders');
      const first = records.find((r) => r['संदर्भ'] === orderNumber(paid.id));
      expect(first).toMatchObject({
        'तयार केली (IST)': '2026-01-20 11:30',
        स्थिती: 'प्रलंबित',
        'पेमेंटची स्थिती': 'भरलेले',
        एकक: 'नग',
        स्रोत: 'यादीतील किमतीत बुक केली',
      });
    }
    const english = csvRows(await exportCsv('?lang=en', { ...admin.headers, 'accept-language': 'mr' }), 'orders');
    expect(english[0]?.[0]).toBe('Reference');
    expect((await exportCsv('?lang=de')).statusCode).toBe(400);
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
