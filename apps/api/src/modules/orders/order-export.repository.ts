import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
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

const exportFields = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  customerPhone: orders.customerPhone,
  serviceName: orders.serviceName,
  quantity: orders.quantity,
  offeredPricePaise: orders.offeredPricePaise,
  discountPaise: orders.discountPaise,
  taxRate: orders.taxRate,
  taxAmountPaise: orders.taxAmountPaise,
  totalPaise: orders.totalPaise,
  paidPaise: orders.paidPaise,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  invoiceNumber: orders.invoiceNumber,
  origin: orders.origin,
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
