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
