import type { CreditNote } from '@karigar/domain/credit-note';
import { toRupees } from '@karigar/domain/money';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';

/** A credit note as answers show it, with the path of its PDF. */
export function toCreditNoteAnswer(row: TaxDocumentRow): CreditNote {
  return {
    _id: row.id,
    number: row.number,
    invoiceNumber: row.invoiceNumber ?? '',
    issuedAt: row.issuedAt.toISOString(),
    reason: row.reason ?? '',
    taxable: toRupees(row.taxablePaise),
    cgst: toRupees(row.cgstPaise),
    sgst: toRupees(row.sgstPaise),
    igst: toRupees(row.igstPaise),
    total: toRupees(row.totalPaise),
    pdfPath: `/api/orders/${row.orderId}/documents/${row.id}/pdf`,
  };
}
