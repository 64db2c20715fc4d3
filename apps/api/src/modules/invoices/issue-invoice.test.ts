import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createUser } from '../../../test/factories';
import { insertOrderRow, insertServiceRow } from '../../../test/service-fixtures';
import { invoiceCounters } from '../../db/schema/invoice-counters';
import { orders } from '../../db/schema/orders';
import { issueInvoice } from './issue-invoice';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Inserts `count` orders for a new customer and answers their ids. */
async function newOrders(count: number): Promise<string[]> {
  const { user } = await createUser(t);
  const service = await insertServiceRow(t, { name: `Service ${user.id}`, price: 1000 });
  for (let i = 0; i < count; i++) await insertOrderRow(t, user.id, service);
  const rows = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
  return rows.map((row) => row.id);
}

const issue = (orderId: string, at: Date) => t.db.transaction((tx) => issueInvoice(tx, orderId, at));

// Each test uses its own financial year, so the tests do not depend on each other's numbers.
describe('issueInvoice', () => {
  it('numbers invoices consecutively within a financial year', async () => {
    const ids = await newOrders(3);
    const numbers = [];
    for (const [i, id] of ids.entries())
      numbers.push((await issue(id, new Date(`2030-05-0${i + 1}T10:00:00+05:30`))).number);
    expect(numbers).toEqual(['INV/2030-31/0001', 'INV/2030-31/0002', 'INV/2030-31/0003']);
  });

  it('never gives two orders issued at the same moment the same number', async () => {
    const ids = await newOrders(8);
    const at = new Date('2031-06-01T10:00:00+05:30');
    const issued = await Promise.all(ids.map((id) => issue(id, at)));
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `INV/2031-32/000${i + 1}`));
    const stored = await t.db.select({ number: orders.invoiceNumber }).from(orders).where(inArray(orders.id, ids));
    expect(stored.map((row) => row.number).sort()).toEqual(numbers);
  });

  it('gives an order its number once: issuing again answers the same invoice and uses no number', async () => {
    const [first, second] = await newOrders(2);
    const at = new Date('2032-07-01T10:00:00+05:30');
    const invoice = await issue(first!, at);
    const again = await issue(first!, new Date('2032-08-01T10:00:00+05:30'));
    expect(again).toEqual(invoice);
    expect(invoice).toEqual({ number: 'INV/2032-33/0001', issuedAt: at });
    expect((await issue(second!, at)).number).toBe('INV/2032-33/0002');
  });

  it('starts again at 0001 in a new financial year (India time)', async () => {
    const [march, april] = await newOrders(2);
    expect((await issue(march!, new Date('2034-03-31T23:59:00+05:30'))).number).toBe('INV/2033-34/0001');
    expect((await issue(april!, new Date('2034-04-01T00:01:00+05:30'))).number).toBe('INV/2034-35/0001');
    const counters = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2034-35'));
    expect(counters).toEqual([{ financialYear: '2034-35', lastNumber: 1 }]);
  });
});
