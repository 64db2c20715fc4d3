import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { toRupees } from '@karigar/domain/money';
import type { OrderDocument } from '@karigar/domain/order-documents';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { documentRenderers } from './document-renderers';
import { orderTaxDocument, orderTaxDocuments, readableOrder } from './order-documents.repository';

/**
 * An order's documents for its customer or an admin (anyone else: 404): its tax invoice once
 * issued, then its receipt vouchers, refund vouchers and credit notes, oldest first, each with the
 * path its PDF downloads from.
 */
export async function listOrderDocuments(
  { db }: Pick<FeatureDeps, 'db'>,
  viewer: AuthUser,
  orderId: string,
): Promise<OrderDocument[]> {
  const order = await readableOrder(db, viewer, orderId);
  const invoice: OrderDocument[] =
    order.invoiceNumber && order.invoiceIssuedAt
      ? [
          {
            _id: order.id,
            kind: 'invoice',
            number: order.invoiceNumber,
            date: order.invoiceIssuedAt.toISOString(),
            amount: toRupees(order.totalPaise),
            pdfPath: `/api/invoices/${order.id}/pdf`,
          },
        ]
      : [];
  const others = (await orderTaxDocuments(db, order.id)).map((row): OrderDocument => ({
    _id: row.id,
    kind: row.kind,
    number: row.number,
    date: row.issuedAt.toISOString(),
    amount: toRupees(row.totalPaise),
    pdfPath: `/api/orders/${order.id}/documents/${row.id}/pdf`,
  }));
  return [...invoice, ...others];
}

/** One tax document's PDF, in `language`, for the order's customer or an admin (anyone else: 404). */
export async function downloadOrderDocument(
  deps: Pick<FeatureDeps, 'db' | 'config'>,
  viewer: AuthUser,
  ids: { orderId: string; documentId: string },
  language: InvoiceLanguage,
): Promise<{ number: string; pdf: Buffer }> {
  const order = await readableOrder(deps.db, viewer, ids.orderId);
  const document = await orderTaxDocument(deps.db, order.id, ids.documentId);
  const render = documentRenderers[document.kind];
  if (!render) throw notFound('DOCUMENT_NOT_FOUND');
  return { number: document.number, pdf: await render(deps, document, order, language) };
}
