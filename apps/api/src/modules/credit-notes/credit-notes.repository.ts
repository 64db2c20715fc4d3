import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema/orders';
import { taxDocuments, type TaxDocumentRow } from '../../db/schema/tax-documents';
import { isUuid } from '../../lib/ids';

export type NewTaxDocument = typeof taxDocuments.$inferInsert;

const isCreditNoteOf = (orderId: string) =>
  and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit-note'), isNull(taxDocuments.cancelledAt));

/** The order a credit note is issued on, locked until the transaction ends: its notes are issued one at a time. */
export async function lockCreditedOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** Paise of the order's invoice already credited by its (uncancelled) credit notes. */
export async function creditedPaise(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${taxDocuments.totalPaise}), 0)` })
    .from(taxDocuments)
    .where(isCreditNoteOf(orderId));
  return Number(row?.sum ?? 0);
}

export async function insertTaxDocument(tx: DbOrTx, values: NewTaxDocument): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  if (!row) throw new Error('tax document not inserted');
  return row;
}

/** The order's credit notes, oldest first. */
export async function listCreditNotes(db: DbOrTx, orderId: string): Promise<TaxDocumentRow[]> {
  return db.select().from(taxDocuments).where(isCreditNoteOf(orderId)).orderBy(asc(taxDocuments.issuedAt));
}

export async function findCreditNote(db: DbOrTx, orderId: string, id: string): Promise<TaxDocumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(isCreditNoteOf(orderId), eq(taxDocuments.id, id)));
  return row;
}
