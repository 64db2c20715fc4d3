import { gstReversed, type GstInAmount } from '@karigar/domain/advance-amounts';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { taxDocuments, type TaxDocumentRow } from '../../db/schema/tax-documents';
import { documentsOfKind } from './order-documents.repository';
import { nextDocumentNumber } from './document-number';
import { placeOfSupplyOf, type VoucherOrder } from './receipt-voucher';

const sumOf = (rows: TaxDocumentRow[]): GstInAmount => ({
  taxablePaise: rows.reduce((sum, row) => sum + row.taxablePaise, 0),
  cgstPaise: rows.reduce((sum, row) => sum + row.cgstPaise, 0),
  sgstPaise: rows.reduce((sum, row) => sum + row.sgstPaise, 0),
  igstPaise: rows.reduce((sum, row) => sum + row.igstPaise, 0),
  totalPaise: rows.reduce((sum, row) => sum + row.totalPaise, 0),
});

/**
 * Issues the refund voucher (GST Rule 51) for a refund of an advance on an order that has no tax
 * invoice (the work was never done), in the caller's transaction, beside the refund's ledger row:
 * the next RF number, naming the order's receipt vouchers, reversing their tax in proportion to the
 * refund (up to what the vouchers received less what earlier refund vouchers returned). Answers null
 * when there is nothing to document: no GSTIN, an invoiced order (a credit note's case), no
 * receipt voucher, or vouchers already refunded in full.
 */
export async function issueRefundVoucher(
  tx: Tx,
  business: Config['business'],
  refund: {
    order: VoucherOrder & Pick<OrderRow, 'invoiceNumber'>;
    ledgerEntryId: string;
    /** The money paid back, positive. */
    amountPaise: number;
    at: Date;
    reason: string;
  },
): Promise<TaxDocumentRow | null> {
  const { order } = refund;
  if (!business.gstin || order.invoiceNumber) return null;
  const receipts = await documentsOfKind(tx, order.id, 'receipt-voucher');
  if (receipts.length === 0) return null;
  const received = sumOf(receipts);
  const returned = sumOf(await documentsOfKind(tx, order.id, 'refund-voucher')).totalPaise;
  const amountPaise = Math.min(refund.amountPaise, received.totalPaise - returned);
  if (amountPaise <= 0) return null;
  const { number, financialYear } = await nextDocumentNumber(tx, 'refund-voucher', refund.at);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'refund-voucher',
      number,
      financialYear,
      orderId: order.id,
      ledgerEntryId: refund.ledgerEntryId,
      relatedDocumentId: receipts[0]!.id,
      recipientName: order.customerName,
      recipientGstin: order.customerGstin,
      placeOfSupply: placeOfSupplyOf(order, business),
      sacCode: order.sacCode,
      taxRate: order.taxRate,
      ...gstReversed(amountPaise, received),
      reason: refund.reason,
      issuedAt: refund.at,
    })
    .returning();
  if (!row) throw new Error('insert into tax_documents returned no row');
  return row;
}
