import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { quotationRevisions } from '../../db/schema/quotation-revisions';
import { vehicles } from '../../db/schema/vehicles';
import { workshopStages } from '../../db/schema/workshop-stages';
import { jobVehicleColumns } from './floor.repository';

/** The order's facts its story starts from (no contact details). */
export async function findStoryOrder(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      quotationId: orders.quotationId,
      status: orders.status,
      serviceName: orders.serviceName,
      serviceNameMr: orders.serviceNameMr,
      stageNameEn: workshopStages.nameEn,
      stageNameMr: workshopStages.nameMr,
      promisedDate: orders.promisedDate,
      invoiceNumber: orders.invoiceNumber,
      invoiceIssuedAt: orders.invoiceIssuedAt,
      createdAt: orders.createdAt,
      vehicle: jobVehicleColumns,
    })
    .from(orders)
    .leftJoin(workshopStages, eq(workshopStages.id, orders.stageId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(eq(orders.id, id));
  return row;
}
export type StoryOrder = NonNullable<Awaited<ReturnType<typeof findStoryOrder>>>;

/** The quotation's revisions (request, edits and follow-ups, acceptance), oldest first. */
export async function listRevisions(db: DbOrTx, quotationId: string) {
  return db
    .select({ kind: quotationRevisions.kind, createdAt: quotationRevisions.createdAt })
    .from(quotationRevisions)
    .where(eq(quotationRevisions.quotationId, quotationId))
    .orderBy(asc(quotationRevisions.version));
}

/** Money received towards the order (captured, not voided). */
export async function listReceivedPayments(db: DbOrTx, orderId: string) {
  return db
    .select({ amountPaise: payments.amountPaise, paidAt: payments.paidAt, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid'), sql`${payments.voidedAt} is null`));
}

/** When the order was last cancelled or completed, if it was. */
export async function lastStatusChange(db: DbOrTx, orderId: string, status: 'Cancelled' | 'Completed') {
  const [row] = await db
    .select({ createdAt: orderStatusHistory.createdAt })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, status)))
    .orderBy(desc(orderStatusHistory.createdAt))
    .limit(1);
  return row?.createdAt;
}
