import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceCounters } from '../../db/schema/invoice-counters';
import { orders } from '../../db/schema/orders';
import { adjustReceiptVouchers } from '../gst-documents/receipt-voucher';
import { financialYear, formatInvoiceNumber } from './invoice-number';

export interface IssuedInvoice {
  number: string;
  issuedAt: Date;
}

/**
 * Gives the order its invoice number, once: consecutive within the financial year, taken from a
 * counter row locked by the same transaction, so numbers never repeat or skip. Call it inside the
 * transaction that marks the order paid (or an admin's issue action), which also marks the order's
 * receipt vouchers adjusted by it. Idempotent.
 */
export async function issueInvoice(tx: DbOrTx, orderId: string, at: Date = new Date()): Promise<IssuedInvoice> {
  const [order] = await tx
    .select({ number: orders.invoiceNumber, issuedAt: orders.invoiceIssuedAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new Error(`order ${orderId} not found`);
  if (order.number && order.issuedAt) return { number: order.number, issuedAt: order.issuedAt };

  const year = financialYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const number = formatInvoiceNumber(year, counter!.lastNumber);
  await tx.update(orders).set({ invoiceNumber: number, invoiceIssuedAt: at }).where(eq(orders.id, orderId));
  await adjustReceiptVouchers(tx, orderId, number, at);
  return { number, issuedAt: at };
}
