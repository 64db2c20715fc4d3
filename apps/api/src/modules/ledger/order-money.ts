import { orderMoney, type OrderMoney } from '@karigar/domain/ledger';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';
import { issueInvoice, type IssuedInvoice } from '../invoices/issue-invoice';
import { orderCreditedPaise } from '../credit-notes/order-credits';
import { revokeOrderPayLinks } from '../reminders/pay-link';
import { hasLedgerEntries, sumLedgerByKind } from './ledger.repository';

type MoneyOrder = Pick<OrderRow, 'id' | 'totalPaise' | 'status'>;

/** The order's money from its ledger rows and what its credit notes take off its total. */
async function moneyOf(db: DbOrTx, order: MoneyOrder): Promise<{ money: OrderMoney; creditedPaise: number }> {
  const rows = await sumLedgerByKind(db, order.id);
  const creditedPaise = await orderCreditedPaise(db, order.id);
  const money = orderMoney(rows, {
    totalPaise: order.totalPaise,
    cancelled: order.status === 'Cancelled',
    creditedPaise,
  });
  return { money, creditedPaise };
}

/** The order's received, due and refund-due amounts, computed from its ledger rows and its credit notes. */
export async function readOrderMoney(db: DbOrTx, order: MoneyOrder): Promise<OrderMoney> {
  return (await moneyOf(db, order)).money;
}

/** What bringing an order's money up to date did. */
export interface MoneyChange {
  money: OrderMoney;
  /** The order is paid in full by this change (then its tax invoice is issued, when the workshop has a GSTIN). */
  settled: boolean;
  invoice: IssuedInvoice | null;
}

/**
 * The only writer of an order's money columns: `paid_paise` (what the workshop holds for it),
 * `refund_due_paise`, `credited_paise` (what its credit notes take off, read by `cachedDuePaise`) and
 * the payment status, computed from the ledger in the caller's transaction (the order row locked by
 * the caller, `order` as it is now). They stay on the order as a cache so lists, filters and totals
 * read indexed columns (decision 053). An order its money now covers is marked paid (with
 * `paidWith`, the movement's provider id) and gets its tax invoice; a paid order it no longer covers
 * is unpaid again; a paid order's pay links are revoked. A cancelled order keeps its payment status.
 */
export async function refreshOrderMoney(
  tx: Tx,
  config: Pick<Config, 'business'>,
  order: Pick<OrderRow, 'id' | 'totalPaise' | 'status' | 'paymentStatus'>,
  at: { at: Date; paidWith?: string | null },
): Promise<MoneyChange> {
  const { money, creditedPaise } = await moneyOf(tx, order);
  const open = order.status !== 'Cancelled';
  const settled = open && order.paymentStatus !== 'paid' && money.duePaise === 0;
  const unpaid = open && order.paymentStatus === 'paid' && money.duePaise > 0;
  await tx
    .update(orders)
    .set({
      paidPaise: money.heldPaise,
      refundDuePaise: money.refundDuePaise,
      creditedPaise,
      ...(settled && {
        paymentStatus: 'paid' as const,
        paidAt: at.at,
        failureReason: null,
        ...(at.paidWith && { razorpayPaymentId: at.paidWith }),
      }),
      ...(unpaid && { paymentStatus: 'pending' as const, paidAt: null, razorpayPaymentId: null }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  // A paid order's pay links are used: they stop working.
  if (settled) await revokeOrderPayLinks(tx, order.id, at.at);
  const invoice = settled && config.business.gstin ? await issueInvoice(tx, order.id, at.at) : null;
  return { money, settled, invoice };
}

/** True when any money moved for the order: such an order is never deleted (its ledger rows stay). */
export const hasMoneyMoved = (db: DbOrTx, orderId: string): Promise<boolean> => hasLedgerEntries(db, orderId);
