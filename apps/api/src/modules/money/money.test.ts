import type { DayBookAnswer, DuesAnswer, RefundsAnswer } from '@karigar/domain/money-book';
import { orderNumber } from '@karigar/domain/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { csvRecords } from '../../../test/csv';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders, type OrderRow } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import type { ServiceRow } from '../../db/schema/services';
import { taxDocuments } from '../../db/schema/tax-documents';

const ist = (text: string) => new Date(`${text}+05:30`);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the Money API', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  let service: ServiceRow;
  let cancelled: OrderRow;

  const order = async (customer: TestUser, changes: Partial<typeof orders.$inferInsert> = {}) => {
    const row = await createOrder(t, customer.user, service);
    if (Object.keys(changes).length === 0) return row;
    const [changed] = await t.db.update(orders).set(changes).where(eq(orders.id, row.id)).returning();
    return changed!;
  };
  const money = async (orderId: string, method: 'cash' | 'upi' | 'online', rupees: number, at: Date) =>
    t.db.insert(ledgerEntries).values({
      orderId,
      kind: rupees < 0 ? 'refund' : method === 'online' ? 'online-payment' : 'recorded-payment',
      method,
      amountPaise: Math.round(rupees * 100),
      occurredAt: at,
    });
  const creditNote = (orderId: string, number: string, rupees: number) =>
    t.db.insert(taxDocuments).values({
      kind: 'credit-note',
      number,
      financialYear: '2026-27',
      orderId,
      invoiceNumber: 'INV/2026-27/0001',
      recipientName: 'x',
      placeOfSupply: '27',
      sacCode: '998714',
      taxRate: 18,
      taxablePaise: 0,
      totalPaise: rupees * 100,
    });
  const get = (url: string, user: TestUser = admin) => t.app.inject({ method: 'GET', url, headers: user.headers });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    ravi = await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    service = await createService(t, { name: 'Bumper repair', price: 2500 });

    // The day book's November: jobs still open, so they owe nothing yet.
    const first = await order(asha);
    await money(first.id, 'cash', 1_000, ist('2026-11-03T10:00:00'));
    await money(first.id, 'upi', 500, ist('2026-11-03T18:00:00'));
    const second = await order(ravi);
    // 00:30 in India on the 4th is still the 3rd in UTC: it counts on the 4th.
    await money(second.id, 'online', 2_950, ist('2026-11-04T00:30:00'));
    await money(second.id, 'online', -200, ist('2026-11-05T12:00:00'));
    await money(first.id, 'cash', 700, ist('2026-10-31T23:00:00'));
    await money(first.id, 'cash', 300, ist('2026-12-01T00:10:00'));
    await t.db.insert(refunds).values([
      {
        orderId: second.id,
        method: 'online',
        amountPaise: 200_00,
        reason: 'Polish skipped',
        status: 'processed',
        idempotencyKey: 'k1',
        processedAt: ist('2026-11-05T12:00:00'),
      },
      {
        orderId: second.id,
        method: 'online',
        amountPaise: 50_00,
        reason: 'Pending',
        status: 'pending',
        idempotencyKey: 'k2',
      },
      {
        orderId: second.id,
        method: 'cash',
        amountPaise: 70_00,
        reason: 'October',
        status: 'processed',
        idempotencyKey: 'k3',
        processedAt: ist('2026-10-20T12:00:00'),
      },
    ]);

    // Dues: Asha ₹1,000 invoiced 10 days ago (₹1,180 less ₹180 paid) and ₹2,360 completed 45 days ago;
    // Ravi ₹5,000 invoiced 90 days ago (₹5,900 less a ₹900 credit note).
    const recent = await order(asha, {
      totalPaise: 1_180_00,
      status: 'Completed',
      invoiceNumber: 'INV/2026-27/0010',
      invoiceIssuedAt: daysAgo(10),
    });
    await money(recent.id, 'upi', 180, ist('2026-09-01T12:00:00'));
    const completed = await order(asha, { totalPaise: 2_360_00, status: 'Completed' });
    await t.db
      .insert(orderStatusHistory)
      .values({ orderId: completed.id, fromStatus: 'In Progress', toStatus: 'Completed', createdAt: daysAgo(45) });
    const old = await order(ravi, {
      totalPaise: 5_900_00,
      status: 'Confirmed',
      invoiceNumber: 'INV/2026-27/0011',
      invoiceIssuedAt: daysAgo(90),
    });
    await creditNote(old.id, 'CN/2026-27/0001', 900);
    // A cancelled, paid and fully credited job owes nothing and is owed its ₹2,950 back.
    cancelled = await order(ravi, {
      status: 'Cancelled',
      invoiceNumber: 'INV/2026-27/0012',
      invoiceIssuedAt: daysAgo(20),
    });
    await money(cancelled.id, 'online', 2_950, ist('2026-09-10T12:00:00'));
    await creditNote(cancelled.id, 'CN/2026-27/0002', 2_950);
  });
  afterAll(async () => t.close());

  it('adds the day book up by India day and method, refunds subtracted', async () => {
    const res = await get('/api/money/day-book?from=2026-11-01&to=2026-11-30');
    expect(res.statusCode).toBe(200);
    const none = { cash: 0, upi: 0, bank: 0, cheque: 0, online: 0 };
    expect(res.json<DayBookAnswer>()).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      days: [
        { date: '2026-11-03', amounts: { ...none, cash: 1_000, upi: 500 }, total: 1_500 },
        { date: '2026-11-04', amounts: { ...none, online: 2_950 }, total: 2_950 },
        { date: '2026-11-05', amounts: { ...none, online: -200 }, total: -200 },
      ],
      totals: {
        amounts: { ...none, cash: 1_000, upi: 500, online: 2_750 },
        total: 4_250,
        received: 4_450,
        paidOut: 200,
      },
    });
  });

  it('ages what each customer owes on billed jobs, most owed first', async () => {
    const res = await get('/api/money/dues');
    expect(res.statusCode).toBe(200);
    const dues = res.json<DuesAnswer>();
    expect(dues.customers).toEqual([
      { userId: ravi.user.id, name: 'Ravi Kulkarni', orders: 1, upTo30: 0, upTo60: 0, over60: 5_000, total: 5_000 },
      { userId: asha.user.id, name: 'Asha Patil', orders: 2, upTo30: 1_000, upTo60: 2_360, over60: 0, total: 3_360 },
    ]);
    expect(dues.totals).toEqual({ upTo30: 1_000, upTo60: 2_360, over60: 5_000, total: 8_360 });
  });

  it('lists refunds due from the ledger and the refunds processed in the range', async () => {
    const res = await get('/api/money/refunds?from=2026-11-01&to=2026-11-30');
    const body = res.json<RefundsAnswer>();
    expect(body.due).toEqual([
      { orderId: cancelled.id, orderNumber: orderNumber(cancelled.id), customer: 'Ravi Kulkarni', amount: 2_950 },
    ]);
    expect(body.made).toMatchObject([{ amount: 200, method: 'online', reason: 'Polish skipped', status: 'processed' }]);
    expect(body.totals).toEqual({ due: 2_950, made: 200 });
  });

  it('exports each as CSV with India dates and a totals line', async () => {
    const book = csvRecords(await get('/api/money/day-book.csv?from=2026-11-01&to=2026-11-30&lang=en'), 'day-book');
    expect(book[0]).toEqual({
      Date: '2026-11-03',
      Cash: '1000.00',
      UPI: '500.00',
      Bank: '0.00',
      Cheque: '0.00',
      Online: '0.00',
      Total: '1500.00',
    });
    expect(book.at(-1)).toMatchObject({ Date: 'Total', Online: '2750.00', Total: '4250.00' });
    const dues = csvRecords(await get('/api/money/dues.csv?lang=en'), 'dues');
    expect(dues.at(-1)).toEqual({
      Customer: 'Total',
      Orders: '3',
      'Due 0-30 days': '1000.00',
      'Due 31-60 days': '2360.00',
      'Due over 60 days': '5000.00',
      'Total due': '8360.00',
    });
    const made = csvRecords(await get('/api/money/refunds.csv?from=2026-11-01&to=2026-11-30&lang=en'), 'refunds');
    expect(made.map((row) => [row['Kind'], row['Amount'], row['Refunded at (IST)']])).toEqual([
      ['Refund due', '2950.00', ''],
      ['Refund made', '200.00', '2026-11-05 12:00'],
    ]);
  });

  it('is for admins only and refuses a range that ends before it starts', async () => {
    for (const url of ['/api/money/day-book', '/api/money/dues', '/api/money/refunds.csv']) {
      expect((await get(url, asha)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const backwards = await get('/api/money/day-book?from=2026-11-30&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect((await get('/api/money/day-book?from=2026-02-30')).statusCode).toBe(400);
  });
});
