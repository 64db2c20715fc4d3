import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { photos, type PhotoRow } from '../../db/schema/photos';
import { quotations } from '../../db/schema/quotations';

export type PhotoValues = Omit<typeof photos.$inferInsert, 'id' | 'createdAt'>;

/** Whose an order or quotation is (undefined when there is none with that id). */
export interface PhotoParent {
  userId: string;
  /** A quotation already turned into an order takes no more photos. */
  closed: boolean;
}

export async function findOrderParent(db: DbOrTx, orderId: string): Promise<PhotoParent | undefined> {
  const [row] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return row && { userId: row.userId, closed: false };
}

/** The quotation's owner, its row locked so two uploads at once count each other's photos. */
export async function lockQuotationParent(db: DbOrTx, quotationId: string): Promise<PhotoParent | undefined> {
  const [row] = await db
    .select({ userId: quotations.userId, converted: quotations.isConvertedToOrder })
    .from(quotations)
    .where(eq(quotations.id, quotationId))
    .for('update');
  return row && { userId: row.userId, closed: row.converted };
}

export async function findQuotationOwner(db: DbOrTx, quotationId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: quotations.userId }).from(quotations).where(eq(quotations.id, quotationId));
  return row?.userId;
}

export async function insertPhoto(db: DbOrTx, values: PhotoValues): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) throw new Error('photo not inserted');
  return row;
}

/** An order's photos, oldest first; without the internal ones unless asked. */
export async function listOrderPhotoRows(db: DbOrTx, orderId: string, withInternal: boolean): Promise<PhotoRow[]> {
  const own = eq(photos.orderId, orderId);
  return db
    .select()
    .from(photos)
    .where(withInternal ? own : and(own, eq(photos.internal, false)))
    .orderBy(photos.createdAt, photos.id);
}

export async function listQuotationPhotoRows(db: DbOrTx, quotationId: string): Promise<PhotoRow[]> {
  return db.select().from(photos).where(eq(photos.quotationId, quotationId)).orderBy(photos.createdAt, photos.id);
}

export async function countQuotationPhotoRows(db: DbOrTx, quotationId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.quotationId, quotationId));
  return row?.n ?? 0;
}

/**
 * How many photos each order has (internal ones too: the count is the workshop's), by order id;
 * an order without photos is absent from the map.
 */
export async function countOrderPhotos(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: photos.orderId, n: count() })
    .from(photos)
    .where(inArray(photos.orderId, [...orderIds]))
    .groupBy(photos.orderId);
  return new Map(rows.flatMap((row) => (row.orderId ? [[row.orderId, row.n] as const] : [])));
}

export async function findOrderPhoto(db: DbOrTx, orderId: string, photoId: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.orderId, orderId)));
  return row;
}

export async function updatePhotoFlags(
  db: DbOrTx,
  id: string,
  flags: { internal?: boolean | undefined; public?: boolean | undefined },
): Promise<PhotoRow> {
  const [row] = await db
    .update(photos)
    .set({
      ...(flags.internal !== undefined && { internal: flags.internal }),
      ...(flags.public !== undefined && { public: flags.public }),
    })
    .where(eq(photos.id, id))
    .returning();
  if (!row) throw new Error('photo not updated');
  return row;
}

/**
 * Deletes photos and answers the image paths they had, for their images to be removed too, and
 * whether one of them was on the home page.
 */
export async function deletePhotoRows(db: DbOrTx, ids: readonly string[]) {
  if (ids.length === 0) return { paths: [], hadPublic: false };
  const rows = await db
    .delete(photos)
    .where(inArray(photos.id, [...ids]))
    .returning({ path: photos.path, originalPath: photos.originalPath, public: photos.public });
  return { paths: rows.flatMap((row) => [row.path, row.originalPath]), hadPublic: rows.some((row) => row.public) };
}

/** The ids of photos an order (or a quotation) holds that nothing else holds. */
export async function photosOnlyOf(db: DbOrTx, parent: { orderId: string } | { quotationId: string }) {
  const condition =
    'orderId' in parent
      ? and(eq(photos.orderId, parent.orderId), isNull(photos.quotationId))
      : and(eq(photos.quotationId, parent.quotationId), isNull(photos.orderId));
  const rows = await db.select({ id: photos.id }).from(photos).where(condition);
  return rows.map((row) => row.id);
}

/** A quotation's photos become the order's "before" photos (they stay on the quotation too). */
export async function carryQuotationPhotos(db: DbOrTx, quotationId: string, orderId: string): Promise<void> {
  await db
    .update(photos)
    .set({ orderId, label: 'before' })
    .where(and(eq(photos.quotationId, quotationId), isNull(photos.orderId)));
}

/** The newest public photos with the service of their order, for the home page. */
export async function listPublicPhotoRows(db: DbOrTx, limit: number) {
  return db
    .select({ id: photos.id, path: photos.path, service: orders.serviceName, serviceMr: orders.serviceNameMr })
    .from(photos)
    .innerJoin(orders, eq(orders.id, photos.orderId))
    .where(and(eq(photos.public, true), eq(photos.label, 'after')))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(limit);
}
