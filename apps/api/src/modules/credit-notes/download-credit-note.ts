import { gstStateName } from '@karigar/domain/gst-states';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { orderNumber } from '@karigar/domain/order';
import { eq } from 'drizzle-orm';
import type { FeatureDeps } from '../../app';
import type { Config } from '../../config';
import { orders, type OrderRow } from '../../db/schema/orders';
import type { TaxDocumentRow } from '../../db/schema/tax-documents';
import { users } from '../../db/schema/users';
import type { CreditNoteData } from '../../lib/pdf/credit-note-data';
import type { TaxLine } from '../../lib/pdf/invoice-data';
import { renderCreditNotePdf } from '../../lib/pdf/render-credit-note-pdf';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { supplierOf } from '../invoices/build-invoice-data';
import { findCreditNote } from './credit-notes.repository';

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

/**
 * A credit note's PDF for the order's customer or an admin; anyone else, and a note of another
 * order, get "not found".
 */
export async function downloadCreditNote(
  { db, config }: Pick<FeatureDeps, 'db' | 'config'>,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  ids: { orderId: string; creditNoteId: string },
  language: InvoiceLanguage,
): Promise<{ pdf: Buffer; number: string }> {
  if (!isUuid(ids.orderId)) throw notFound('ORDER_NOT_FOUND');
  const [found] = await db
    .select({ order: orders, address: users.address })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, ids.orderId));
  if (!found || (viewer.role !== 'admin' && found.order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  const note = await findCreditNote(db, found.order.id, ids.creditNoteId);
  if (!note) throw notFound('NOT_FOUND');
  const data = buildCreditNoteData(note, found.order, found.address, config.business, language);
  return { pdf: await renderCreditNotePdf(data, language), number: note.number };
}
