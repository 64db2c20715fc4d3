import { gstInAdvance } from '@karigar/domain/advance-amounts';
import type { Config } from '../../config';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { taxDocuments, type TaxDocumentRow } from '../../db/schema/tax-documents';
import { nextDocumentNumber } from './document-number';
import { documentsOfKind } from './order-documents.repository';

/** The order's parts a voucher is issued from. */
export type VoucherOrder = Pick<
  OrderRow,
  'id' | 'customerName' | 'customerGstin' | 'placeOfSupply' | 'sacCode' | 'taxRate'
>;

/** The place of supply a document names: the order's, or the workshop's own state when it has none. */
export const placeOfSupplyOf = (order: Pick<OrderRow, 'placeOfSupply'>, business: Config['business']): string =>
  order.placeOfSupply ?? business.stateCode;

/**
 * Issues the receipt voucher (GST Rule 50) for an advance received, in the caller's transaction,
 * beside its ledger row: the next number of the RV series, the GST in the advance worked out now
 * (tax-inclusive, at the order's rate; IGST when the place of supply is another state). A workshop
 * without a GSTIN issues none (its plain receipt is the payment's): answers null.
 */
export async function issueReceiptVoucher(
  tx: Tx,
  business: Config['business'],
  advance: { order: VoucherOrder; ledgerEntryId: string; amountPaise: number; at: Date },
): Promise<TaxDocumentRow | null> {
  if (!business.gstin || advance.amountPaise <= 0) return null;
  const { order } = advance;
  const placeOfSupply = placeOfSupplyOf(order, business);
  const gst = gstInAdvance(advance.amountPaise, order.taxRate, placeOfSupply !== business.stateCode);
  const { number, financialYear } = await nextDocumentNumber(tx, 'receipt-voucher', advance.at);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'receipt-voucher',
      number,
      financialYear,
      orderId: order.id,
      ledgerEntryId: advance.ledgerEntryId,
      recipientName: order.customerName,
      recipientGstin: order.customerGstin,
      placeOfSupply,
      sacCode: order.sacCode,
      taxRate: order.taxRate,
      ...gst,
      issuedAt: advance.at,
    })
    .returning();
  if (!row) throw new Error('insert into tax_documents returned no row');
  return row;
}

/**
 * Marks the order's receipt vouchers as adjusted by its tax invoice, in the transaction that issues
 * the invoice (GSTR-1 counts them in that month's atadj).
 */
export async function adjustReceiptVouchers(
  tx: DbOrTx,
  orderId: string,
  invoiceNumber: string,
  at: Date,
): Promise<void> {
  await tx
    .update(taxDocuments)
    .set({ invoiceNumber, adjustedAt: at })
    .where(
      and(
        eq(taxDocuments.orderId, orderId),
        eq(taxDocuments.kind, 'receipt-voucher'),
        isNull(taxDocuments.adjustedAt),
        isNull(taxDocuments.cancelledAt),
      ),
    );
}

/** The order's receipt vouchers that were not cancelled, oldest first (what its invoice adjusts). */
export const receiptVouchersOf = (db: DbOrTx, orderId: string): Promise<TaxDocumentRow[]> =>
  documentsOfKind(db, orderId, 'receipt-voucher');
