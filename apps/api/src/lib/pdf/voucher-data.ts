import type { InvoiceData, TaxLine } from './invoice-data';

/** Everything a receipt or refund voucher shows, in either language. Money in integer paise. */
export interface VoucherData {
  kind: 'receipt-voucher' | 'refund-voucher';
  /** 'RV/2026-27/0001', 'RF/2026-27/0001'. */
  number: string;
  issuedAt: Date;
  orderRef: string;
  /** The workshop, always with its GSTIN: only a registered workshop issues vouchers. */
  supplier: InvoiceData['supplier'];
  recipient: { name: string; gstin: string | null };
  placeOfSupply: { state: string; stateCode: string };
  /** The service in the voucher's language. */
  description: string;
  sacCode: string;
  taxRatePercent: number;
  taxablePaise: number;
  /** CGST and SGST, or IGST (none at a 0 % rate). */
  taxes: TaxLine[];
  totalPaise: number;
  /** A refund voucher's receipt vouchers (numbers and dates) and the reason for the refund. */
  refundOf: { vouchers: { number: string; issuedAt: Date }[]; reason: string | null } | null;
}
