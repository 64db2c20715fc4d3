import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotations } from '../../db/schema/quotations';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { streamRows } from '../../db/stream-rows';
import { listCondition, listOrderBy, type QuotationListFilter, type QuotationListOrder } from './quotations.repository';

const exportFields = {
  id: quotations.id,
  createdAt: quotations.createdAt,
  customerName: users.name,
  customerEmail: users.email,
  customerPhone: users.phone,
  serviceName: services.name,
  unit: services.unit,
  quantity: quotations.quantity,
  unitPricePaise: quotations.unitPricePaise,
  offeredPricePaise: quotations.offeredPricePaise,
  discountPaise: quotations.discountPaise,
  taxRate: quotations.taxRate,
  totalAfterTaxPaise: quotations.totalAfterTaxPaise,
  quotationStatus: quotations.quotationStatus,
  followUpStatus: quotations.followUpStatus,
  description: quotations.description,
  updatedAt: quotations.updatedAt,
};

const exportQuery = (db: Db, filter: QuotationListFilter, order: QuotationListOrder) =>
  db
    .select(exportFields)
    .from(quotations)
    .innerJoin(users, eq(users.id, quotations.userId))
    .innerJoin(services, eq(services.id, quotations.serviceId))
    .where(listCondition(filter))
    .orderBy(...listOrderBy(order));

export type QuotationExportRow = Awaited<ReturnType<typeof exportQuery>>[number];

/** Every quotation the list's filter matches, in the list's order, streamed (the list's rule, all pages). */
export function streamQuotationExport(db: Db, filter: QuotationListFilter, order: QuotationListOrder) {
  return streamRows(db, exportQuery(db, filter, order));
}
