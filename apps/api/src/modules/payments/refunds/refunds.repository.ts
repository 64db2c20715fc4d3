import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { refunds, type RefundRow } from '../../../db/schema/refunds';
import { users } from '../../../db/schema/users';
import { isUuid } from '../../../lib/ids';

export type NewRefund = typeof refunds.$inferInsert;

export async function insertRefund(db: DbOrTx, values: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('insert into refunds returned no row');
  return row;
}

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findRefundByProviderId(db: DbOrTx, providerRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

export async function updateRefund(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<RefundRow, 'status' | 'providerRefundId' | 'failureReason' | 'processedAt'>>,
): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`refund ${id} not found`);
  return row;
}

/** Paise of the order's refunds still pending at the gateway (not yet in the ledger). */
export async function sumPendingRefunds(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
  return row?.paise ?? 0;
}

/** Paise of one payment refunded or being refunded. */
export async function sumPaymentRefunds(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'processed'])));
  return row?.paise ?? 0;
}

export interface RefundView {
  refund: RefundRow;
  createdBy: { id: string; name: string } | null;
}

/** The order's refunds, newest first, with who started each. */
export async function listRefundViews(db: DbOrTx, orderId: string): Promise<RefundView[]> {
  return db
    .select({ refund: refunds, createdBy: { id: users.id, name: users.name } })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.createdBy))
    .where(eq(refunds.orderId, orderId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}
