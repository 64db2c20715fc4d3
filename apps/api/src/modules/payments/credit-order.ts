import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import type { IssuedInvoice } from '../invoices/issue-invoice';
import { appendLedgerEntry, ledgerMethodOf, receivedKind } from '../ledger/append-ledger-entry';

/**
 * What crediting an order did: its new amount received and due, whether this paid it in full, and
 * then its tax invoice (none without a GSTIN).
 */
export interface CreditedOrder {
  paidPaise: number;
  duePaise: number;
  settled: boolean;
  invoice: IssuedInvoice | null;
}

/**
 * Writes money received for the order (locked by the caller), a captured or recorded payments row,
 * to the ledger in the caller's transaction: as an advance while it does not pay the order in full
 * before its invoice, otherwise as a payment. Money that covers the order marks it paid and, when
 * the workshop has a GSTIN, issues its tax invoice, exactly alike for online captures and recorded
 * payments.
 */
export async function creditOrder(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  config: Pick<Config, 'business'>,
): Promise<CreditedOrder> {
  const change = await appendLedgerEntry(tx, config, order, {
    kind: await receivedKind(tx, order, payment.amountPaise, paymentKind(payment)),
    method: ledgerMethodOf(payment),
    amountPaise: payment.amountPaise,
    paymentId: payment.id,
    providerId: payment.providerPaymentId,
    note: payment.reference,
    createdBy: payment.recordedBy,
    occurredAt: payment.paidAt ?? new Date(),
  });
  const { money, settled, invoice } = change;
  return { paidPaise: money.heldPaise, duePaise: money.duePaise, settled, invoice };
}

/** The ledger kind of a payments row's money: recorded by an admin, or captured online. */
export const paymentKind = (payment: Pick<PaymentRow, 'provider'>) =>
  payment.provider === 'manual' ? ('recorded-payment' as const) : ('online-payment' as const);
