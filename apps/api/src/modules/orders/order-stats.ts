import { toRupees } from '@karigar/domain/money';
import { orderOrigins, orderStatuses } from '@karigar/domain/order';
import { type OrderStats } from '@karigar/domain/order-answer';
import type { DbOrTx } from '../../db/client';
import { orderTotals } from './order-totals.repository';

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Orders per status and per origin, money received (today, this month, all, per day) and due, and the top services. */
export async function getOrderStats(db: DbOrTx): Promise<OrderStats> {
  const totals = await orderTotals(db);
  const byStatus = zeroes(orderStatuses);
  const byOrigin = zeroes(orderOrigins);
  let total = 0;
  for (const group of totals.byStatusOrigin) {
    total += group.count;
    byStatus[group.status] += group.count;
    byOrigin[group.origin] += group.count;
  }
  return {
    total,
    byStatus,
    byOrigin,
    revenue: {
      today: toRupees(totals.revenue.todayPaise),
      month: toRupees(totals.revenue.monthPaise),
      all: toRupees(totals.revenue.allPaise),
    },
    amountDue: toRupees(totals.due.paise),
    unpaidOrders: totals.due.orders,
    revenueByDay: totals.revenueByDay.map((d) => ({ date: d.day, revenue: toRupees(d.paise) })),
    topServices: totals.topServices.map((s) => ({
      _id: s.id,
      name: s.name,
      nameMr: s.nameMr,
      orders: s.orders,
      revenue: toRupees(s.revenuePaise),
    })),
  };
}
