/** What a ledger row records: money in (payments, advances) is positive, money out (refunds, voids) negative. */
export const ledgerKinds = ['online-payment', 'recorded-payment', 'advance', 'refund', 'void', 'adjustment'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** How the money moved, as the day book groups it. */
export const ledgerMethods = ['cash', 'upi', 'bank', 'cheque', 'online'] as const;
export type LedgerMethod = (typeof ledgerMethods)[number];

/** The GST documents besides the tax invoice, each with its own financial-year series. */
export const taxDocumentKinds = ['receipt-voucher', 'refund-voucher', 'credit-note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** The number prefix of each document series ('RV/2026-27/0001'). */
export const taxDocumentPrefixes: Record<TaxDocumentKind, string> = {
  'receipt-voucher': 'RV',
  'refund-voucher': 'RF',
  'credit-note': 'CN',
};

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A ledger row as the order's money reads it. */
export interface LedgerAmount {
  kind: LedgerKind;
  amountPaise: number;
}

/**
 * An order's money as its ledger rows make it. `heldPaise`: what the workshop holds for the order
 * (money in, less voids and refunds). A cancelled order is owed nothing, so all it holds is owed back.
 */
export interface OrderMoney {
  /** Money in, less voids (refunds not taken off). */
  receivedPaise: number;
  /** Money paid back through refunds. */
  refundedPaise: number;
  heldPaise: number;
  duePaise: number;
  refundDuePaise: number;
}

/** Credit notes reduce what an order is owed; a cancelled order is owed nothing. */
const owed = (totalPaise: number, creditedPaise: number, cancelled: boolean) =>
  cancelled ? 0 : Math.max(0, totalPaise - creditedPaise);

/**
 * What an order still owes, from the money columns the ledger keeps on it (`paid_paise`,
 * `credited_paise`): the same figure as `orderMoney`'s `duePaise`, without reading the ledger.
 */
export function cachedDuePaise(order: {
  status: string;
  totalPaise: number;
  paidPaise: number;
  creditedPaise: number;
}): number {
  return Math.max(0, owed(order.totalPaise, order.creditedPaise, order.status === 'Cancelled') - order.paidPaise);
}

/** The one computation of an order's received, due and refund-due amounts from its ledger rows. */
export function orderMoney(
  rows: readonly LedgerAmount[],
  order: { totalPaise: number; cancelled: boolean; creditedPaise?: number },
): OrderMoney {
  let receivedPaise = 0;
  let refundedPaise = 0;
  for (const row of rows) {
    if (row.kind === 'refund') refundedPaise -= row.amountPaise;
    else receivedPaise += row.amountPaise;
  }
  const heldPaise = receivedPaise - refundedPaise;
  const owedPaise = owed(order.totalPaise, order.creditedPaise ?? 0, order.cancelled);
  return {
    receivedPaise,
    refundedPaise,
    heldPaise,
    duePaise: Math.max(0, owedPaise - heldPaise),
    refundDuePaise: Math.max(0, heldPaise - owedPaise),
  };
}
