import type { RecordedPaymentMethod } from '@karigar/domain/recorded-payment';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { streamRows } from '../../db/stream-rows';
import {
  listCondition,
  listOrderBy,
  listShape,
  listValues,
  type ListShape,
  type OrderListFilter,
  type OrderListOrder,
} from './order-list.repository';

/** A recorded payment's method, or the gateway an online payment came through. */
export type ExportPaymentMethod = RecordedPaymentMethod | 'razorpay' | 'sandbox';

const exportFields = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  customerGstin: orders.customerGstin,
  placeOfSupply: orders.placeOfSupply,
  serviceName: orders.serviceName,
  details: orders.details,
  modification: orders.modification,
  quantity: orders.quantity,
  unit: orders.unit,
  offeredPricePaise: orders.offeredPricePaise,
  discountPaise: orders.discountPaise,
  preTaxTotalPaise: orders.preTaxTotalPaise,
  taxRate: orders.taxRate,
  taxAmountPaise: orders.taxAmountPaise,
  totalPaise: orders.totalPaise,
  paidPaise: orders.paidPaise,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  invoiceNumber: orders.invoiceNumber,
  origin: orders.origin,
  /** How the money received came in: each payment's method (recorded ones) or gateway, once each. */
  // The select names its columns without their table, so the subquery qualifies its own.
  paymentMethods: sql<ExportPaymentMethod[]>`coalesce((
    select array_agg(distinct case when p.provider = 'manual' then p.method else p.provider end)
    from ${payments} p
    where p.order_id = ${orders}.${sql.identifier(orders.id.name)} and p.status = 'paid'
  ), '{}')`,
};

const exportQuery = (db: Db, shape: ListShape) =>
  db
    .select(exportFields)
    .from(orders)
    .where(listCondition(shape))
    .orderBy(...listOrderBy(shape));

export type OrderExportRow = Awaited<ReturnType<typeof exportQuery>>[number];

/** Every order the list's filter matches, in the list's order, streamed (the list's rule, all pages). */
export function streamOrderExport(db: Db, filter: OrderListFilter, order: OrderListOrder) {
  return streamRows(db, exportQuery(db, listShape(filter, order)), listValues(filter));
}
