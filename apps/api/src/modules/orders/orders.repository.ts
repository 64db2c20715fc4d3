import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders, type OrderRow, type orderStatuses } from '../../db/schema/orders';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';

export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = (typeof orderStatuses)[number];

/** The customer fields an order keeps a snapshot of. */
export interface OrderCustomer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
}

/** The service fields an order keeps a snapshot of. */
export interface OrderService {
  id: string;
  name: string;
  sacCode: string;
}

export async function findOrderCustomer(db: DbOrTx, userId: string): Promise<OrderCustomer | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Any service, archived ones too: an order made from an older quotation still names it. */
export async function findOrderService(db: DbOrTx, serviceId: string): Promise<OrderService | undefined> {
  if (!isUuid(serviceId)) return undefined;
  const [row] = await db
    .select({ id: services.id, name: services.name, sacCode: services.sacCode })
    .from(services)
    .where(eq(services.id, serviceId));
  return row;
}

/** Inserts an order; a second order for the same quotation fails with a unique violation (23505). */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  return row;
}

/** One line of an order's status history (fromStatus null for a new order). */
export async function insertOrderStatusChange(
  tx: DbOrTx,
  change: { orderId: string; fromStatus: OrderStatus | null; toStatus: OrderStatus; actorId: string | null },
): Promise<void> {
  await tx.insert(orderStatusHistory).values(change);
}
