import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderShareLinks } from '../../db/schema/order-share-links';

/** Keeps the order's one tracking link: a new one replaces the last. */
export async function saveShareLink(db: DbOrTx, values: { orderId: string; tokenHash: string; createdBy: string }) {
  await db
    .insert(orderShareLinks)
    .values(values)
    .onConflictDoUpdate({ target: orderShareLinks.orderId, set: { ...values, createdAt: new Date() } });
}

/** Revokes the order's tracking link; true when there was one. */
export async function deleteShareLink(db: DbOrTx, orderId: string): Promise<boolean> {
  const removed = await db
    .delete(orderShareLinks)
    .where(eq(orderShareLinks.orderId, orderId))
    .returning({ orderId: orderShareLinks.orderId });
  return removed.length > 0;
}

/** The order a tracking link's hash opens. */
export async function orderOfShareLink(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: orderShareLinks.orderId })
    .from(orderShareLinks)
    .where(eq(orderShareLinks.tokenHash, tokenHash));
  return row?.orderId;
}
