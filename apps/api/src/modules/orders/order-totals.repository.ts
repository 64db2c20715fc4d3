import type { OrderOrigin, OrderStatus } from '@karigar/domain/order';
import { sql } from 'drizzle-orm';
import { type DbOrTx } from '../../db/client';
import { orderDueSql } from '../ledger/order-due-sql';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { services } from '../../db/schema/services';
import { INDIA, isReceivedPayment } from './received-payments';

export interface OrderTotals {
  byStatusOrigin: { status: OrderStatus; origin: OrderOrigin; count: number }[];
  revenue: { todayPaise: number; monthPaise: number; allPaise: number };
  due: { paise: number; orders: number };
  /** The last 30 India days, oldest first, each with the paise received that day. */
  revenueByDay: { day: string; paise: number }[];
  topServices: { id: string; name: string; nameMr: string; orders: number; revenuePaise: number }[];
}

const TOP_SERVICES = 5;
const REVENUE_DAYS = 30;

/**
 * Counts per status and origin, money received (today and this month by India's calendar, ever,
 * and per day over the last 30 days), money still due and the top services by money received —
 * in one statement.
 */
export async function orderTotals(db: DbOrTx): Promise<OrderTotals> {
  const result = await db.execute<{ totals: OrderTotals }>(sql`
    with today as (select (now() at time zone ${INDIA})::date as day),
    received as (
      select ${payments.orderId} as order_id, ${payments.amountPaise} as paise,
        (${payments.paidAt} at time zone ${INDIA})::date as day
      from ${payments} where ${isReceivedPayment}
    ),
    received_per_order as (select order_id, sum(paise) as paise from received group by order_id),
    groups as (
      select ${orders.status} as status, ${orders.origin} as origin, count(*)::int as count
      from ${orders} group by 1, 2
    ),
    due as (
      select coalesce(sum(${orderDueSql}), 0)::bigint as paise, count(*)::int as orders
      from ${orders} where ${orders.status} <> 'Cancelled' and ${orderDueSql} > 0
    ),
    days as (
      select d::date as day from today,
        generate_series(today.day - ${REVENUE_DAYS - 1}::int, today.day, interval '1 day') as d
    ),
    per_day as (
      select days.day, coalesce(sum(received.paise), 0)::bigint as paise
      from days left join received on received.day = days.day group by days.day
    ),
    top as (
      select ${services.id} as id, ${services.name} as name, ${services.nameMr} as name_mr, count(*)::int as orders,
        coalesce(sum(received_per_order.paise), 0)::bigint as revenue_paise
      from ${orders}
        join ${services} on ${services.id} = ${orders.serviceId}
        left join received_per_order on received_per_order.order_id = ${orders.id}
      group by ${services.id}
      order by revenue_paise desc, orders desc, ${services.name} asc
      limit ${TOP_SERVICES}
    )
    select json_build_object(
      'byStatusOrigin', (select coalesce(json_agg(groups), '[]'::json) from groups),
      'revenue', (
        select json_build_object(
          'todayPaise', coalesce(sum(received.paise) filter (where received.day = today.day), 0),
          'monthPaise', coalesce(sum(received.paise) filter (where received.day >= date_trunc('month', today.day)), 0),
          'allPaise', coalesce(sum(received.paise), 0)
        ) from today left join received on true
      ),
      'due', (select json_build_object('paise', due.paise, 'orders', due.orders) from due),
      'revenueByDay', (select json_agg(json_build_object('day', day, 'paise', paise) order by day) from per_day),
      'topServices', (
        select coalesce(json_agg(json_build_object(
          'id', id, 'name', name, 'nameMr', name_mr, 'orders', orders, 'revenuePaise', revenue_paise
        ) order by revenue_paise desc, orders desc, name asc), '[]'::json) from top
      )
    ) as totals
  `);
  const totals = result.rows[0]?.totals;
  if (!totals) throw new Error('The order totals query answered no row');
  return totals;
}
