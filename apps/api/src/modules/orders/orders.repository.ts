import { ORDER_SEARCH_COUNT_CAP, type OrderOrigin, type OrderSortKey } from '@karigar/domain/order';
import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { isDb, type Db, type DbOrTx } from '../../db/client';
import { orderCounts } from '../../db/schema/order-counts';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders, orderSearchText, type OrderRow, type orderStatuses } from '../../db/schema/orders';
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
  email: string;
  phone: string | null;
}

/** The service fields an order keeps a snapshot of. */
export interface OrderService {
  id: string;
  name: string;
  sacCode: string;
}

/** A catalogue service an order can be made for, with its list price (paise). */
export interface OrderableService extends OrderService {
  pricePaise: number;
}

/** An order with its customer's account, who made it and the quotation it came from, as answers embed them. */
export interface OrderView {
  order: OrderRow;
  customer: OrderCustomer;
  creator: { id: string; name: string } | null;
  quotation: { id: string; totalAfterTaxPaise: number; quotationStatus: string } | null;
}

export interface StatusChangeRow {
  fromStatus: string | null;
  toStatus: string;
  actor: { id: string; name: string } | null;
  createdAt: Date;
}

const customerColumns = { id: users.id, name: users.name, email: users.email, phone: users.phone };

export async function findOrderCustomer(db: DbOrTx, userId: string): Promise<OrderCustomer | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db.select(customerColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** A customer account (role user), share-locked until the transaction ends; admins are not customers. */
export async function lockCustomer(tx: DbOrTx, userId: string): Promise<OrderCustomer | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await tx
    .select(customerColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'user')))
    .for('share');
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

/** A catalogue (not archived) service, share-locked until the transaction ends so it is not archived meanwhile. */
export async function lockOrderableService(tx: DbOrTx, serviceId: string): Promise<OrderableService | undefined> {
  if (!isUuid(serviceId)) return undefined;
  const [row] = await tx
    .select({ id: services.id, name: services.name, sacCode: services.sacCode, pricePaise: services.pricePaise })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.archivedAt)))
    .for('share');
  return row;
}

export const ALL_ORDERS_COUNT_KEY = 'all';
export const originCountKey = (origin: OrderOrigin): string => `origin:${origin}`;

/** Moves the running counts ('all' and the origin's) by delta; call it in the insert's or delete's transaction. */
async function bumpOrderCounts(tx: DbOrTx, origin: OrderOrigin, delta: 1 | -1): Promise<void> {
  await tx
    .insert(orderCounts)
    .values([
      { key: ALL_ORDERS_COUNT_KEY, count: delta },
      { key: originCountKey(origin), count: delta },
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
  await bumpOrderCounts(tx, row.origin, 1);
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

/**
 * Deletes the order (its payments and history go with it) and uncounts it. A quotation it was made
 * from stays converted but no longer points to it.
 */
export async function deleteOrderRow(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'origin' | 'quotationId'>,
): Promise<void> {
  if (order.quotationId) {
    await tx
      .update(quotations)
      .set({ orderId: null })
      .where(and(eq(quotations.id, order.quotationId), eq(quotations.orderId, order.id)));
  }
  await tx.delete(orders).where(eq(orders.id, order.id));
  await bumpOrderCounts(tx, order.origin, -1);
}

const creators = alias(users, 'creator');

const viewColumns = {
  order: orders,
  customer: customerColumns,
  creator: { id: creators.id, name: creators.name },
  quotation: {
    id: quotations.id,
    totalAfterTaxPaise: quotations.totalAfterTaxPaise,
    quotationStatus: quotations.quotationStatus,
  },
};

/** Orders joined to what their answers embed, with any extra fields (such as a total). */
function selectViews<Extra extends SelectedFields>(db: DbOrTx, extra: Extra) {
  return db
    .select({ ...viewColumns, ...extra })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(creators, eq(creators.id, orders.createdBy))
    .leftJoin(quotations, eq(quotations.id, orders.quotationId));
}

const orderViewById = (db: Db) =>
  selectViews(db, {})
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare('order_view_by_id');
const preparedViews = new WeakMap<Db, ReturnType<typeof orderViewById>>();

/** One order as answers show it (a prepared statement: this is read on every detail page). */
export async function findOrderView(db: DbOrTx, id: string): Promise<OrderView | undefined> {
  if (!isUuid(id)) return undefined;
  if (!isDb(db)) return (await selectViews(db, {}).where(eq(orders.id, id)))[0];
  let query = preparedViews.get(db);
  if (!query) preparedViews.set(db, (query = orderViewById(db)));
  return (await query.execute({ id }))[0];
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

export interface OrderListFilter {
  /** Only this customer's orders; undefined for everyone's. */
  ownerId?: string | undefined;
  origin?: OrderOrigin | undefined;
  search?: string | undefined;
}

export interface OrderListOrder {
  sortKey: OrderSortKey;
  sortOrder: 'asc' | 'desc';
}

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The shape of a list query: each shape is built and prepared once, then run with its values. */
interface ListShape {
  owner: boolean;
  origin: boolean;
  search: boolean;
  sortKey: OrderSortKey;
  sortOrder: 'asc' | 'desc';
}

function listCondition(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.owner) conditions.push(eq(orders.userId, sql.placeholder('ownerId')));
  if (shape.origin) conditions.push(eq(orders.origin, sql.placeholder('origin')));
  if (shape.search) conditions.push(ilike(orderSearchText(orders), sql.placeholder('pattern')));
  return conditions.length ? and(...conditions) : undefined;
}

/** Each sort ends with the id, matching an index, so pages are stable and read in index order. */
const sortColumns = {
  createdAt: [orders.createdAt, orders.id],
  customerName: [orders.customerName, orders.id],
  totalPrice: [orders.totalPaise, orders.id],
  status: [orders.status, orders.createdAt, orders.id],
} as const;

/**
 * How many orders the filter matches, without counting the whole table: the running counts for
 * everyone's orders (by origin when filtered), the customer's own rows (indexed by user), or, for a
 * search over everyone's, the matches up to ORDER_SEARCH_COUNT_CAP + 1.
 */
function totalQuery(db: Db, shape: ListShape, condition: SQL | undefined): SQL<number> {
  if (!shape.owner && !shape.search) {
    return sql<number>`coalesce((${db
      .select({ count: orderCounts.count })
      .from(orderCounts)
      .where(eq(orderCounts.key, sql.placeholder('countKey')))}), 0)`.mapWith(Number);
  }
  if (shape.owner) {
    return sql<number>`(${db.select({ total: count() }).from(orders).where(condition)})`.mapWith(Number);
  }
  const matches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(condition)
    .limit(ORDER_SEARCH_COUNT_CAP + 1);
  return sql<number>`(select count(*) from (${matches}) as matches)`.mapWith(Number);
}

/**
 * One page of orders with the number the filter matches, in one round trip. The page's ids are
 * picked from the orders table alone (sorted and limited along an index), so the joins only ever
 * touch the rows shown.
 */
function pageQuery(db: Db, shape: ListShape) {
  const condition = listCondition(shape);
  const direction = shape.sortOrder === 'asc' ? asc : desc;
  const sorted = sortColumns[shape.sortKey].map((column) => direction(column));
  const picked = db
    .select({ id: orders.id, total: totalQuery(db, shape, condition).as('total') })
    .from(orders)
    .where(condition)
    .orderBy(...sorted)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('picked');
  const name = `orders_page_${Object.values(shape).join('_')}`.replace(/\W/g, '');
  return selectViews(db, { total: picked.total })
    .innerJoin(picked, eq(picked.id, orders.id))
    .orderBy(...sorted)
    .prepare(name);
}

/** A page past the end has no rows to carry the total: count on its own. */
function totalOnlyQuery(db: Db, shape: ListShape) {
  const name = `orders_total_${Object.values(shape).join('_')}`.replace(/\W/g, '');
  return db
    .select({ total: totalQuery(db, shape, listCondition(shape)) })
    .from(sql`(select 1) as one`)
    .prepare(name);
}

type PageQuery = ReturnType<typeof pageQuery>;
type TotalOnlyQuery = ReturnType<typeof totalOnlyQuery>;
const prepared = new WeakMap<Db, Map<string, { page: PageQuery; totalOnly: TotalOnlyQuery }>>();

function preparedFor(db: Db, shape: ListShape) {
  let byShape = prepared.get(db);
  if (!byShape) prepared.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let queries = byShape.get(key);
  if (!queries) byShape.set(key, (queries = { page: pageQuery(db, shape), totalOnly: totalOnlyQuery(db, shape) }));
  return queries;
}

export async function listOrderViews(
  db: Db,
  filter: OrderListFilter,
  order: OrderListOrder,
  page: { offset: number; limit: number },
): Promise<{ views: OrderView[]; total: number }> {
  const shape: ListShape = {
    owner: Boolean(filter.ownerId),
    origin: Boolean(filter.origin),
    search: Boolean(filter.search),
    ...order,
  };
  const values = {
    ownerId: filter.ownerId,
    origin: filter.origin,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    countKey: filter.origin ? originCountKey(filter.origin) : ALL_ORDERS_COUNT_KEY,
    limit: page.limit,
    offset: page.offset,
  };
  const queries = preparedFor(db, shape);
  const rows = await queries.page.execute(values);
  if (rows[0]) return { views: rows, total: rows[0].total };
  const [counted] = await queries.totalOnly.execute(values);
  return { views: [], total: counted?.total ?? 0 };
}

export interface OrderTotals {
  byStatusOrigin: { status: OrderStatus; origin: OrderOrigin; count: number }[];
  revenue: { todayPaise: number; monthPaise: number; allPaise: number };
  topServices: { id: string; name: string; orders: number; revenuePaise: number }[];
}

const TOP_SERVICES = 5;
const INDIA = 'Asia/Kolkata';

/** Counts per status and origin, paid revenue (today and this month by India's calendar, and ever) and top services. */
export async function orderTotals(db: DbOrTx): Promise<OrderTotals> {
  const paid = sql`${orders.paymentStatus} = 'paid'`;
  const since = (unit: 'day' | 'month') =>
    sql`${orders.paidAt} >= (date_trunc(${unit}, now() at time zone ${INDIA}) at time zone ${INDIA})`;
  const paidSum = (where: SQL) =>
    sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${where}), 0)`.mapWith(Number);
  const [byStatusOrigin, [revenue], topServices] = await Promise.all([
    db
      .select({ status: orders.status, origin: orders.origin, count: count() })
      .from(orders)
      .groupBy(orders.status, orders.origin),
    db
      .select({
        todayPaise: paidSum(sql`${paid} and ${since('day')}`),
        monthPaise: paidSum(sql`${paid} and ${since('month')}`),
        allPaise: paidSum(paid),
      })
      .from(orders),
    db
      .select({ id: services.id, name: services.name, orders: count(), revenuePaise: paidSum(paid) })
      .from(orders)
      .innerJoin(services, eq(services.id, orders.serviceId))
      .groupBy(services.id)
      .orderBy(desc(count()), asc(services.name))
      .limit(TOP_SERVICES),
  ]);
  return { byStatusOrigin, revenue: revenue ?? { todayPaise: 0, monthPaise: 0, allPaise: 0 }, topServices };
}
