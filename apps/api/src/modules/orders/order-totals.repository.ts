import { type OrderOrigin } from '@karigar/domain/order';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { type DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { services } from '../../db/schema/services';
import type { OrderStatus } from './orders.repository';

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
