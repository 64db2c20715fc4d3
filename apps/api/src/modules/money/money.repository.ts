import type { LedgerMethod, RefundStatus } from '@karigar/domain/ledger';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import { taxDocuments } from '../../db/schema/tax-documents';
import { INDIA } from '../orders/received-payments';

/** India days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The instants the India days of `range` start and end (the end exclusive). */
const between = (column: unknown, range: DayRange) =>
  sql`${column} >= (${range.from}::date)::timestamp at time zone ${INDIA}
    and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${INDIA})`;

/** A day book group: one (day, method), a day (method null), a method over the range (day null), or the range (both null). */
export interface DayBookGroup {
  day: string | null;
  method: LedgerMethod | null;
  paise: number;
  inPaise: number;
  outPaise: number;
}

/** The ledger's money by India day and method, with each day's, each method's and the range's totals (grouping sets). */
export async function dayBookGroups(db: DbOrTx, range: DayRange): Promise<DayBookGroup[]> {
  const result = await db.execute<{
    day: string | null;
    method: LedgerMethod | null;
    paise: string;
    in_paise: string;
    out_paise: string;
  }>(sql`
    select day, method, sum(paise)::bigint as paise,
      coalesce(sum(paise) filter (where paise > 0), 0)::bigint as in_paise,
      coalesce(-sum(paise) filter (where paise < 0), 0)::bigint as out_paise
    from (
      select to_char((${ledgerEntries.occurredAt} at time zone ${INDIA})::date, 'YYYY-MM-DD') as day,
        ${ledgerEntries.method} as method, ${ledgerEntries.amountPaise} as paise
      from ${ledgerEntries} where ${between(ledgerEntries.occurredAt, range)}
    ) as moved
    group by grouping sets ((day, method), (day), (method), ())
    order by day nulls last, method nulls last`);
  return result.rows.map((row) => ({
    day: row.day,
    method: row.method,
    paise: Number(row.paise),
    inPaise: Number(row.in_paise),
    outPaise: Number(row.out_paise),
  }));
}

/**
 * Each order's balance: what it owes (its total less its credit notes; nothing once cancelled),
 * what the ledger holds for it, and when it was billed (its invoice, else its completion).
 */
const balances = sql`
  credited as (
    select ${taxDocuments.orderId} as order_id, sum(${taxDocuments.totalPaise}) as paise from ${taxDocuments}
    where ${taxDocuments.kind} = 'credit-note' and ${taxDocuments.cancelledAt} is null group by 1
  ),
  received as (select ${ledgerEntries.orderId} as order_id, sum(${ledgerEntries.amountPaise}) as paise from ${ledgerEntries} group by 1),
  completed as (
    select ${orderStatusHistory.orderId} as order_id, max(${orderStatusHistory.createdAt}) as at from ${orderStatusHistory}
    where ${orderStatusHistory.toStatus} = 'Completed' group by 1
  ),
  balances as (
    select o.id, o.user_id, o.customer_name, o.status,
      case when o.status = 'Cancelled' then 0 else o.total_paise - coalesce(credited.paise, 0) end as owed,
      coalesce(received.paise, 0) as received,
      case when o.invoice_issued_at is not null then o.invoice_issued_at
        when o.status = 'Completed' then coalesce(completed.at, o.updated_at) end as billed_at
    from ${orders} o
    left join credited on credited.order_id = o.id
    left join received on received.order_id = o.id
    left join completed on completed.order_id = o.id
  )`;

/** A customer's aged dues (user_id null: the totals row). */
export interface DuesGroup {
  userId: string | null;
  name: string | null;
  orders: number;
  upTo30: number;
  upTo60: number;
  over60: number;
  total: number;
}

/** What each customer owes on billed jobs by age in India days on `asOf` (0–30, 31–60, over 60), most owed first. */
export async function duesByCustomer(db: DbOrTx, asOf: string): Promise<DuesGroup[]> {
  const result = await db.execute<{
    user_id: string | null;
    name: string | null;
    orders: number;
    up_to_30: string;
    up_to_60: string;
    over_60: string;
    total: string;
  }>(sql`
    with ${balances},
    dues as (
      select user_id, customer_name, owed - received as paise,
        ${asOf}::date - (billed_at at time zone ${INDIA})::date as age
      from balances where billed_at is not null and status <> 'Cancelled' and owed > received
    )
    select user_id, max(customer_name) as name, count(*)::int as orders,
      coalesce(sum(paise) filter (where age <= 30), 0)::bigint as up_to_30,
      coalesce(sum(paise) filter (where age between 31 and 60), 0)::bigint as up_to_60,
      coalesce(sum(paise) filter (where age > 60), 0)::bigint as over_60,
      coalesce(sum(paise), 0)::bigint as total
    from dues group by grouping sets ((user_id), ())
    order by (user_id is null), total desc, name`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    orders: row.orders,
    upTo30: Number(row.up_to_30),
    upTo60: Number(row.up_to_60),
    over60: Number(row.over_60),
    total: Number(row.total),
  }));
}

/** An order the ledger holds more for than it owes: the difference is owed back. */
export interface RefundDueRow {
  orderId: string;
  customer: string;
  paise: number;
}

export async function refundsDue(db: DbOrTx): Promise<RefundDueRow[]> {
  const result = await db.execute<{ id: string; customer_name: string; paise: string }>(sql`
    with ${balances}
    select id, customer_name, (received - owed)::bigint as paise from balances
    where received > owed order by paise desc, id`);
  return result.rows.map((row) => ({ orderId: row.id, customer: row.customer_name, paise: Number(row.paise) }));
}

export interface RefundMadeRow {
  id: string;
  orderId: string;
  customer: string;
  method: LedgerMethod;
  paise: number;
  reason: string;
  status: RefundStatus;
  at: Date;
}

/** The refunds processed in the range, oldest first. */
export async function refundsMade(db: DbOrTx, range: DayRange): Promise<RefundMadeRow[]> {
  return db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      customer: orders.customerName,
      method: refunds.method,
      paise: refunds.amountPaise,
      reason: refunds.reason,
      status: refunds.status,
      at: sql<Date>`${refunds.processedAt}`.mapWith(refunds.processedAt),
    })
    .from(refunds)
    .innerJoin(orders, sql`${orders.id} = ${refunds.orderId}`)
    .where(sql`${refunds.status} = 'processed' and ${between(refunds.processedAt, range)}`)
    .orderBy(refunds.processedAt);
}
