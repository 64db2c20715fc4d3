import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isDb, oncePerDb, unseenByPlanner, type Db, type DbOrTx } from '../../db/client';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orderColumns, orders, type OrderRow } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { quotations } from '../../db/schema/quotations';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { vehicleSummaryColumns, type VehicleSummaryRow } from '../../lib/vehicle-summary';
import { vehicles } from '../../db/schema/vehicles';
import { customerColumns, type OrderCustomer } from './orders.repository';

/** An order with its customer's account, who made it and the quotation it came from, as answers embed them. */
export interface OrderView {
  order: OrderRow;
  customer: OrderCustomer;
  creator: { id: string; name: string } | null;
  quotation: { id: string; totalAfterTaxPaise: number; quotationStatus: string } | null;
  /** The gateway of the payment the order was paid with; null while unpaid. */
  paidThrough: PaymentRow['provider'] | null;
  vehicle: VehicleSummaryRow | null;
}

export interface StatusChangeRow {
  fromStatus: string | null;
  toStatus: string;
  actor: { id: string; name: string } | null;
  createdAt: Date;
}

const creators = alias(users, 'creator');

const viewColumns = {
  order: orderColumns,
  customer: customerColumns,
  creator: { id: creators.id, name: creators.name },
  quotation: {
    id: quotations.id,
    totalAfterTaxPaise: quotations.totalAfterTaxPaise,
    quotationStatus: quotations.quotationStatus,
  },
  paidThrough: payments.provider,
  vehicle: vehicleSummaryColumns,
};

/** Orders joined to what their answers embed. */
function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(creators, eq(creators.id, orders.createdBy))
    .leftJoin(quotations, eq(quotations.id, orders.quotationId))
    .leftJoin(payments, eq(payments.providerPaymentId, orders.razorpayPaymentId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId));
}

/**
 * The ids a list picked, numbered in their order. Their number is unseen by the planner: a page of a
 * few orders would otherwise be planned afresh on every run (a customer with a handful of orders, the
 * last page of a list).
 */
const picked = {
  source: sql`unnest(${unseenByPlanner('ids', 'uuid[]')}) with ordinality as picked(id, position)`,
  id: sql`picked.id`,
  position: sql`picked.position`,
};

/**
 * Prepared once per database: one order as answers show it, read on every detail page. Rows are
 * mapped by Drizzle, as every other select's are, inside a transaction or out of one.
 */
const orderViewById = oncePerDb((db) =>
  selectViews(db)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_view_by_id'),
);

/** One order as answers show it. */
export async function findOrderView(db: DbOrTx, id: string): Promise<OrderView | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = isDb(db) ? await orderViewById(db).execute({ id }) : await selectViews(db).where(eq(orders.id, id));
  return rows[0];
}

const orderViewsOfIds = oncePerDb((db) =>
  selectViews(db)
    .innerJoin(picked.source, eq(picked.id, orders.id))
    .orderBy(picked.position)
    .prepare('order_views_of_ids'),
);

/** The orders with these ids as answers show them, in the order of `ids`. */
export async function viewsOfIds(db: Db, ids: string[]): Promise<OrderView[]> {
  return orderViewsOfIds(db).execute({ ids });
}

/** Oldest first. */
export async function listStatusChanges(db: DbOrTx, orderId: string): Promise<StatusChangeRow[]> {
  return db
    .select({
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      actor: { id: users.id, name: users.name },
      createdAt: orderStatusHistory.createdAt,
    })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
