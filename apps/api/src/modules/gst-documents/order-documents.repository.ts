import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';
import { taxDocuments, type TaxDocumentRow } from '../../db/schema/tax-documents';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

/** The parts of an order its documents are listed and printed from. */
export type DocumentOrder = Pick<
  OrderRow,
  'id' | 'userId' | 'serviceName' | 'serviceNameMr' | 'invoiceNumber' | 'invoiceIssuedAt' | 'totalPaise'
>;

/** The order, when the viewer may read it (an admin, or the customer it belongs to); otherwise a 404. */
export async function readableOrder(db: DbOrTx, viewer: AuthUser, orderId: string): Promise<DocumentOrder> {
  const [order] = isUuid(orderId)
    ? await db
        .select({
          id: orders.id,
          userId: orders.userId,
          serviceName: orders.serviceName,
          serviceNameMr: orders.serviceNameMr,
          invoiceNumber: orders.invoiceNumber,
          invoiceIssuedAt: orders.invoiceIssuedAt,
          totalPaise: orders.totalPaise,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
    : [];
  if (!order || (viewer.role !== 'admin' && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  return order;
}

/** Every tax document of the order, oldest first. */
export function orderTaxDocuments(db: DbOrTx, orderId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
}

/** One tax document of the order, or a 404. */
export async function orderTaxDocument(db: DbOrTx, orderId: string, documentId: string): Promise<TaxDocumentRow> {
  const [row] = isUuid(documentId)
    ? await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.id, documentId)))
    : [];
  if (!row) throw notFound('DOCUMENT_NOT_FOUND');
  return row;
}

/** The order's documents of one kind that were not cancelled, oldest first. */
export function documentsOfKind(db: DbOrTx, orderId: string, kind: TaxDocumentRow['kind']): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.cancelledAt)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
}
