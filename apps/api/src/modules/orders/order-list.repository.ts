import {
  ORDER_SEARCH_COUNT_CAP,
  type OrderOrigin,
  type OrderPaymentFilter,
  type OrderPaymentStatus,
  type OrderSortKey,
  type OrderStatus,
} from '@karigar/domain/order';
import { compactRegistration } from '@karigar/domain/vehicle';
import { and, asc, count, desc, eq, like, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { oncePerDb, unseenByPlanner, type Db } from '../../db/client';
import { orderCounts } from '../../db/schema/order-counts';
import { orders } from '../../db/schema/orders';
import { vehicles } from '../../db/schema/vehicles';
import { ALL_ORDERS_COUNT_KEY, customerCountKey, originCountKey } from './orders.repository';
import { viewsOfIds, type OrderView } from './order-views.repository';

export interface OrderListFilter {
  /** Only this customer's orders; undefined for everyone's. */
  ownerId?: string | undefined;
  origin?: OrderOrigin | undefined;
  payment?: OrderPaymentFilter | undefined;
  status?: OrderStatus | undefined;
  search?: string | undefined;
}

/** The stored payment status each payment filter picks. */
const paymentStatusOf: Record<OrderPaymentFilter, OrderPaymentStatus> = {
  paid: 'paid',
  unpaid: 'pending',
  failed: 'failed',
};

export interface OrderListOrder {
  sortKey: OrderSortKey;
  sortOrder: 'asc' | 'desc';
}

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search as a registration is stored (`mh 12-ab` → `%MH12AB%`); null, matching none, when too short. */
function registrationPattern(search: string): string | null {
  const compact = compactRegistration(search);
  return compact.length >= 3 ? containsPattern(compact) : null;
}

/** The shape of a list query: each shape is built and prepared once, then run with its values. */
export interface ListShape {
  owner: boolean;
  origin: boolean;
  payment: boolean;
  status: boolean;
  search: boolean;
  sortKey: OrderSortKey;
  sortOrder: 'asc' | 'desc';
}

/** The filter, with placeholders filled from listValues. */
export function listCondition(shape: ListShape): SQL | undefined {
  const conditions: SQL[] = [];
  if (shape.owner) conditions.push(eq(orders.userId, sql.placeholder('ownerId')));
  if (shape.origin) conditions.push(eq(orders.origin, sql.placeholder('origin')));
  if (shape.payment) conditions.push(eq(orders.paymentStatus, sql.placeholder('paymentStatus')));
  if (shape.status) conditions.push(eq(orders.status, sql.placeholder('status')));
  // search_text is stored lowercased; lowering the pattern too is what ILIKE does. A registration
  // is stored compact and upper case, so it is matched by the search written the same way.
  if (shape.search) {
    const byText = like(orders.searchText, sql`lower(${sql.placeholder('pattern')})`);
    const byRegistration = sql`${orders.vehicleId} in (select ${vehicles.id} from ${vehicles}
      where ${vehicles.registration} like ${sql.placeholder('registrationPattern')})`;
    conditions.push(or(byText, byRegistration) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Each sort ends with the id, matching an index, so pages are stable and read in index order. */
const sortColumns = {
  createdAt: [orders.createdAt, orders.id],
  customerName: [orders.customerName, orders.id],
  totalPrice: [orders.totalPaise, orders.id],
  status: [orders.status, orders.createdAt, orders.id],
} as const;

export function listOrderBy(shape: ListShape): SQL[] {
  const direction = shape.sortOrder === 'asc' ? asc : desc;
  return sortColumns[shape.sortKey].map((column) => direction(column));
}

export function listShape(filter: OrderListFilter, order: OrderListOrder): ListShape {
  return {
    owner: Boolean(filter.ownerId),
    origin: Boolean(filter.origin),
    payment: Boolean(filter.payment),
    status: Boolean(filter.status),
    search: Boolean(filter.search),
    ...order,
  };
}

/** The values of listCondition's placeholders (and of the count's key). */
export function listValues(filter: OrderListFilter) {
  return {
    ownerId: filter.ownerId,
    origin: filter.origin,
    paymentStatus: filter.payment ? paymentStatusOf[filter.payment] : undefined,
    status: filter.status,
    pattern: filter.search ? containsPattern(filter.search) : undefined,
    registrationPattern: filter.search ? registrationPattern(filter.search) : undefined,
    countKey: countKeyOf(filter),
  };
}

/** The running count that is the filter's total, when one is: see totalQuery. */
function countKeyOf(filter: OrderListFilter): string {
  if (filter.ownerId) return customerCountKey(filter.ownerId);
  return filter.origin ? originCountKey(filter.origin) : ALL_ORDERS_COUNT_KEY;
}

/** Whether a running count answers the filter's total: everyone's (by origin or not), or a customer's whole list. */
function countedByRunningCount(shape: ListShape): boolean {
  return !shape.search && !shape.payment && !shape.status && !(shape.owner && shape.origin);
}

/**
 * How many orders the filter matches, without counting every row it matches: the running counts
 * for everyone's orders (by origin when filtered) and for a customer's whole list; a customer's
 * filtered list counts its own rows (indexed by user); a search, a payment filter or a status over
 * everyone's counts the matches up to ORDER_SEARCH_COUNT_CAP + 1, taken in the list's own order: a
 * broad filter then stops along the index the page reads, after as many rows at any table size, and
 * a narrow search still reads its few matches through the trigram index.
 */
function totalQuery(db: Db, shape: ListShape, condition: SQL | undefined): SQL<number> {
  if (countedByRunningCount(shape)) {
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
    .orderBy(...listOrderBy(shape))
    .limit(ORDER_SEARCH_COUNT_CAP + 1);
  return sql<number>`(select count(*) from (${matches}) as matches)`.mapWith(Number);
}

/**
 * The page's size and start. A customer's unfiltered list by date (their "My orders") keeps them
 * unseen by the planner, so it is not planned afresh for each page once a customer has a few hundred
 * orders: any plan for that shape reads the customer's orders along an index in page order. Other
 * shapes keep their values visible: planned for an unknown page, a sort or filter could walk another
 * index across everyone's orders.
 */
function pageBounds(shape: ListShape): { limit: Placeholder; offset: Placeholder } {
  const ownByDate = shape.owner && shape.sortKey === 'createdAt' && countedByRunningCount(shape);
  if (!ownByDate) return { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  // Drizzle writes whatever it is given after LIMIT and OFFSET; its types only name numbers and placeholders.
  const unseen = (name: string) => unseenByPlanner(name, 'integer') as unknown as Placeholder;
  return { limit: unseen('limit'), offset: unseen('offset') };
}

/**
 * The ids of one page of orders with the number the filter matches: from the orders table alone,
 * sorted and limited along an index. The joined views are read by id in a second statement (see
 * viewsOfIds): a LIMIT and OFFSET given as parameters make PostgreSQL plan a statement afresh on
 * every run, and planning this one alone costs a fraction of planning it with the joins.
 */
function pageIdsQuery(db: Db, shape: ListShape) {
  const condition = listCondition(shape);
  const name = `orders_page_${Object.values(shape).join('_')}`.replace(/\W/g, '');
  const page = pageBounds(shape);
  return db
    .select({ id: orders.id, total: totalQuery(db, shape, condition) })
    .from(orders)
    .where(condition)
    .orderBy(...listOrderBy(shape))
    .limit(page.limit)
    .offset(page.offset)
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

type PageIdsQuery = ReturnType<typeof pageIdsQuery>;
type TotalOnlyQuery = ReturnType<typeof totalOnlyQuery>;
const preparedShapes = oncePerDb(() => new Map<string, { pageIds: PageIdsQuery; totalOnly: TotalOnlyQuery }>());

function preparedFor(db: Db, shape: ListShape) {
  const byShape = preparedShapes(db);
  const key = JSON.stringify(shape);
  let queries = byShape.get(key);
  if (!queries) {
    queries = { pageIds: pageIdsQuery(db, shape), totalOnly: totalOnlyQuery(db, shape) };
    byShape.set(key, queries);
  }
  return queries;
}

export async function listOrderViews(
  db: Db,
  filter: OrderListFilter,
  order: OrderListOrder,
  page: { offset: number; limit: number },
): Promise<{ views: OrderView[]; total: number }> {
  const shape = listShape(filter, order);
  const values = { ...listValues(filter), limit: page.limit, offset: page.offset };
  const queries = preparedFor(db, shape);
  const picked = await queries.pageIds.execute(values);
  const ids = picked.map((row) => row.id);
  if (picked[0]) return { views: await viewsOfIds(db, ids), total: picked[0].total };
  const [counted] = await queries.totalOnly.execute(values);
  return { views: [], total: counted?.total ?? 0 };
}
