import { gstStateName } from '@karigar/domain/gst-states';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { orderNumber } from '@karigar/domain/order';
import type { Config } from '../../config';
import type { OrderRow } from '../../db/schema/orders';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';
import type { CreditNoteData } from '../../lib/pdf/credit-note-data';
import type { TaxLine } from '../../lib/pdf/invoice-data';
import { supplierOf } from '../invoices/build-invoice-data';

/** The GST the note credits, in the lines the invoice had: IGST for another state, else CGST + SGST. */
function creditedTaxes(note: TaxDocumentRow, business: Config['business']): TaxLine[] {
  if (note.placeOfSupply !== business.stateCode)
    return [{ name: 'IGST', ratePercent: note.taxRate, amountPaise: note.igstPaise }];
  return [
    { name: 'CGST', ratePercent: note.taxRate / 2, amountPaise: note.cgstPaise },
    { name: 'SGST', ratePercent: note.taxRate / 2, amountPaise: note.sgstPaise },
  ];
}

/** What a credit note's PDF shows, from the note as issued and its order's invoice. */
export function buildCreditNoteData(
  note: TaxDocumentRow,
  order: Pick<OrderRow, 'id' | 'invoiceIssuedAt' | 'serviceName' | 'serviceNameMr'>,
  address: string | null,
  business: Config['business'],
  language: InvoiceLanguage,
): CreditNoteData {
  return {
    number: note.number,
    date: note.issuedAt,
    orderRef: orderNumber(order.id),
    supplier: supplierOf(business),
    invoice: { number: note.invoiceNumber ?? '', date: order.invoiceIssuedAt ?? note.issuedAt },
    recipient: { name: note.recipientName, gstin: note.recipientGstin, address: address?.trim() || null },
    placeOfSupply: { state: gstStateName(note.placeOfSupply), stateCode: note.placeOfSupply },
    sacCode: note.sacCode,
    description: (language === 'mr' && order.serviceNameMr.trim()) || order.serviceName,
    reason: note.reason ?? '',
    taxablePaise: note.taxablePaise,
    taxes: creditedTaxes(note, business),
    totalPaise: note.totalPaise,
  };
}
