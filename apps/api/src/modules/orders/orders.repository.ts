import { type OrderOrigin } from '@karigar/domain/order';
import type { ServiceUnit } from '@karigar/domain/service';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type DbOrTx } from '../../db/client';
import { orderCounts } from '../../db/schema/order-counts';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders, type OrderRow, type orderStatuses } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { quotations } from '../../db/schema/quotations';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';

export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = (typeof orderStatuses)[number];

/** The customer fields an order keeps a snapshot of. */
export interface OrderCustomer {
  id: string;
  name: string;
  /** None for a walk-in customer. */
  email: string | null;
  phone: string | null;
  /** The GSTIN on the customer's profile, copied onto their new orders. */
  gstin?: string | null;
}

/** The service fields an order keeps a snapshot of. */
export interface OrderService {
  id: string;
  name: string;
  nameMr: string;
  sacCode: string;
  unit: ServiceUnit;
}

/** A catalogue service an order can be made for, with its list price (paise). */
export interface OrderableService extends OrderService {
  pricePaise: number;
}

export const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  gstin: users.gstin,
};

export async function findOrderCustomer(db: DbOrTx, userId: string): Promise<OrderCustomer | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * An active customer account (role user), share-locked until the transaction ends; admins and
 * deleted accounts are not customers.
 */
export async function lockCustomer(tx: DbOrTx, userId: string): Promise<OrderCustomer | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await tx
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user'), isNull(users.deletedAt)))
    .for('share');
  return row;
}

/** The service columns an order keeps a snapshot of. */
const serviceSnapshotColumns = {
  id: services.id,
  name: services.name,
  nameMr: services.nameMr,
  sacCode: services.sacCode,
  unit: services.unit,
};

/** Any service, archived ones too: an order made from an older quotation still names it. */
export async function findOrderService(db: DbOrTx, serviceId: string): Promise<OrderService | undefined> {
  if (!isUuid(serviceId)) return undefined;
  const [row] = await db.select(serviceSnapshotColumns).from(services).where(eq(services.id, serviceId));
  return row;
}

/** A catalogue (not archived) service, share-locked until the transaction ends so it is not archived meanwhile. */
export async function lockOrderableService(tx: DbOrTx, serviceId: string): Promise<OrderableService | undefined> {
  if (!isUuid(serviceId)) return undefined;
  const [row] = await tx
    .select({ ...serviceSnapshotColumns, pricePaise: services.pricePaise })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.archivedAt)))
    .for('share');
  return row;
}

export const ALL_ORDERS_COUNT_KEY = 'all';
export const originCountKey = (origin: OrderOrigin): string => `origin:${origin}`;
/** A customer's own orders; an order's user never changes, so its insert and delete move this count alone. */
export const customerCountKey = (userId: string): string => `user:${userId}`;

/**
 * Moves the running counts ('all', the origin's and the customer's) by delta; call it in the
 * insert's or delete's transaction.
 */
async function bumpOrderCounts(tx: DbOrTx, order: Pick<OrderRow, 'origin' | 'userId'>, delta: 1 | -1): Promise<void> {
  await tx
    .insert(orderCounts)
    .values([
      { key: ALL_ORDERS_COUNT_KEY, count: delta },
      { key: originCountKey(order.origin), count: delta },
      { key: customerCountKey(order.userId), count: delta },
    ])
    .onConflictDoUpdate({ target: orderCounts.key, set: { count: sql`${orderCounts.count} + excluded.count` } });
}

/**
 * Inserts an order and counts it; a second order for the same quotation fails with a unique
 * violation (23505). Call it inside a transaction so the count moves with the row.
 */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  await bumpOrderCounts(tx, row, 1);
  return row;
}

/** One line of an order's status history (fromStatus null for a new order). */
export async function insertOrderStatusChange(
  tx: DbOrTx,
  change: { orderId: string; fromStatus: OrderStatus | null; toStatus: OrderStatus; actorId: string | null },
): Promise<void> {
  await tx.insert(orderStatusHistory).values(change);
}

/** Locks the order until the transaction ends, so changes to it (and payments) apply one after another. */
export async function lockOrder(tx: DbOrTx, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrderStatus(tx: DbOrTx, id: string, status: OrderStatus): Promise<void> {
  await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));
}

/** Whether a checkout was ever opened for the order (any payments row, open, failed or paid). */
export async function hasPaymentAttempt(tx: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row !== undefined;
}

/**
 * Deletes the order (its payments and history go with it) and uncounts it. A quotation it was made
 * from stays converted but no longer points to it.
 */
export async function deleteOrderRow(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'origin' | 'userId' | 'quotationId'>,
): Promise<void> {
  if (order.quotationId) {
    await tx
      .update(quotations)
      .set({ orderId: null })
      .where(and(eq(quotations.id, order.quotationId), eq(quotations.orderId, order.id)));
  }
  await tx.delete(orders).where(eq(orders.id, order.id));
  await bumpOrderCounts(tx, order, -1);
}

/** The demo orders a trial install loaded (decision 046), to remove them. */
export async function findDemoOrders(tx: DbOrTx) {
  return tx
    .select({ id: orders.id, origin: orders.origin, userId: orders.userId, quotationId: orders.quotationId })
    .from(orders)
    .where(eq(orders.demo, true));
}
