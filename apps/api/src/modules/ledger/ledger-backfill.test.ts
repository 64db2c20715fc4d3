import { asc, eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { migrationsFolder } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { orders, type OrderRow } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';

describe('migration 0021: the payments made so far become ledger rows', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, asha] = await Promise.all([createAdmin(t), createUser(t)]);
  });
  afterAll(() => t.close());

  const at = (iso: string) => new Date(iso);
  /** An order as the code before the ledger left it: its payments rows, and its money columns set directly. */
  const oldOrder = async (
    price: number,
    money: Partial<Pick<OrderRow, 'paidPaise' | 'refundDuePaise' | 'paymentStatus' | 'status'>>,
    rows: Omit<typeof payments.$inferInsert, 'orderId' | 'providerOrderId'>[],
  ) => {
    const order = await insertCustomerOrder(t, asha, { price, changes: money });
    for (const [i, row] of rows.entries()) {
      await t.db.insert(payments).values({ ...row, orderId: order.id, providerOrderId: `order_${order.id}_${i}` });
    }
    return order;
  };
  const money = async (id: string) => {
    const [row] = await t.db
      .select({ paid: orders.paidPaise, refundDue: orders.refundDuePaise })
      .from(orders)
      .where(eq(orders.id, id));
    return row;
  };
  const rowsOf = (orderId: string) =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(asc(ledgerEntries.occurredAt));

  it('keeps every order’s money received and refund due, with each payment’s time, method, reference and who', async () => {
    const paidOnline = await oldOrder(1000, { paidPaise: 100_000, paymentStatus: 'paid' }, [
      {
        provider: 'razorpay',
        providerPaymentId: 'pay_old1',
        amountPaise: 100_000,
        status: 'paid',
        method: 'upi',
        paidAt: at('2026-04-02T05:00:00Z'),
      },
    ]);
    const partCash = await oldOrder(1000, { paidPaise: 30_000 }, [
      {
        provider: 'manual',
        providerPaymentId: 'manual_a',
        amountPaise: 30_000,
        status: 'paid',
        method: 'cash',
        reference: 'Counter',
        recordedBy: admin.user.id,
        paidAt: at('2026-05-01T06:30:00Z'),
      },
      {
        provider: 'manual',
        providerPaymentId: 'manual_b',
        amountPaise: 20_000,
        status: 'voided',
        method: 'bank_transfer',
        reference: 'NEFT 1',
        recordedBy: admin.user.id,
        paidAt: at('2026-05-02T06:30:00Z'),
        voidedAt: at('2026-05-03T06:30:00Z'),
        voidedBy: admin.user.id,
        voidReason: 'Bounced',
      },
    ]);
    const paidTwice = await oldOrder(500, { paidPaise: 50_000, refundDuePaise: 50_000, paymentStatus: 'paid' }, [
      {
        provider: 'sandbox',
        providerPaymentId: 'pay_old2',
        amountPaise: 50_000,
        status: 'paid',
        paidAt: at('2026-06-01T05:00:00Z'),
      },
      {
        provider: 'sandbox',
        providerPaymentId: 'pay_old3',
        amountPaise: 50_000,
        status: 'refund_due',
        paidAt: at('2026-06-01T05:05:00Z'),
      },
    ]);
    const paidAfterCancel = await oldOrder(700, { refundDuePaise: 70_000, status: 'Cancelled' }, [
      {
        provider: 'razorpay',
        providerPaymentId: 'pay_old4',
        amountPaise: 70_000,
        status: 'refund_due',
        paidAt: at('2026-07-01T05:00:00Z'),
      },
    ]);
    const cancelledPaid = await oldOrder(400, { paidPaise: 40_000, paymentStatus: 'paid', status: 'Cancelled' }, [
      {
        provider: 'manual',
        providerPaymentId: 'manual_c',
        amountPaise: 40_000,
        status: 'paid',
        method: 'cheque',
        recordedBy: admin.user.id,
        paidAt: at('2026-08-01T06:30:00Z'),
      },
    ]);
    const unpaid = await oldOrder(300, {}, [{ provider: 'razorpay', amountPaise: 30_000, status: 'created' }]);
    const all = [paidOnline, partCash, paidTwice, paidAfterCancel, cancelledPaid, unpaid];
    const before = new Map(await Promise.all(all.map(async (o) => [o.id, await money(o.id)] as const)));

    const migration = await readFile(path.join(migrationsFolder, '0021_ledger-core.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    const data = statements.slice(statements.findIndex((s) => s.includes('-- Data:')));
    expect(data).toHaveLength(3);
    for (const statement of data) await t.db.execute(sql.raw(statement));

    // What each order holds is what it received before, counted or owed back.
    for (const order of all) {
      const was = before.get(order.id)!;
      const now = await money(order.id);
      expect(now!.paid).toBe(was!.paid + was!.refundDue);
      const held = (await rowsOf(order.id)).reduce((sum, row) => sum + row.amountPaise, 0);
      expect(now!.paid).toBe(held);
    }
    // The refund due stays, except that a cancelled order now owes back all it holds.
    for (const order of [paidOnline, partCash, paidTwice, paidAfterCancel, unpaid]) {
      expect((await money(order.id))!.refundDue).toBe(before.get(order.id)!.refundDue);
    }
    expect(await money(cancelledPaid.id)).toEqual({ paid: 40_000, refundDue: 40_000 });

    expect(await rowsOf(paidOnline.id)).toEqual([
      expect.objectContaining({
        kind: 'online-payment',
        method: 'online',
        amountPaise: 100_000,
        providerId: 'pay_old1',
        occurredAt: at('2026-04-02T05:00:00Z'),
      }),
    ]);
    expect(await rowsOf(partCash.id)).toEqual([
      expect.objectContaining({
        kind: 'recorded-payment',
        method: 'cash',
        amountPaise: 30_000,
        note: 'Counter',
        createdBy: admin.user.id,
        occurredAt: at('2026-05-01T06:30:00Z'),
      }),
      expect.objectContaining({
        kind: 'recorded-payment',
        method: 'bank',
        amountPaise: 20_000,
        note: 'NEFT 1',
        providerId: 'manual_b',
      }),
      expect.objectContaining({
        kind: 'void',
        method: 'bank',
        amountPaise: -20_000,
        note: 'Bounced',
        createdBy: admin.user.id,
        occurredAt: at('2026-05-03T06:30:00Z'),
      }),
    ]);
    expect((await rowsOf(paidTwice.id)).map((r) => [r.kind, r.amountPaise, r.providerId])).toEqual([
      ['online-payment', 50_000, 'pay_old2'],
      ['online-payment', 50_000, 'pay_old3'],
    ]);
    expect(await rowsOf(cancelledPaid.id)).toEqual([
      expect.objectContaining({ method: 'cheque', amountPaise: 40_000 }),
    ]);
    expect(await rowsOf(unpaid.id)).toEqual([]);

    // Run again, it writes nothing twice.
    const count = async () => (await t.db.select().from(ledgerEntries)).length;
    const rows = await count();
    for (const statement of data) await t.db.execute(sql.raw(statement));
    expect(await count()).toBe(rows);
  });
});
