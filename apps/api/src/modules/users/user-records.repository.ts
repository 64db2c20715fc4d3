import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { services } from '../../db/schema/services';

/** Every row carries the count of all the person's rows: one query answers the page and the total. */
const totalRows = sql<number>`count(*) over ()`.mapWith(Number);

export function newestOrdersOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      serviceName: orders.serviceName,
      serviceNameMr: orders.serviceNameMr,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
      total: totalRows,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export function newestQuotationsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: quotations.id,
      serviceName: services.name,
      serviceNameMr: services.nameMr,
      quotationStatus: quotations.quotationStatus,
      totalPaise: quotations.totalAfterTaxPaise,
      createdAt: quotations.createdAt,
      total: totalRows,
    })
    .from(quotations)
    .innerJoin(services, eq(services.id, quotations.serviceId))
    .where(eq(quotations.userId, userId))
    .orderBy(desc(quotations.createdAt), desc(quotations.id))
    .limit(limit);
}
