import { openQuotationStatuses } from '@karigar/domain/quotation';
import { and, asc, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contacts } from '../../db/schema/contacts';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { orderDueSql } from '../ledger/order-due-sql';
import { awaitsWorkshop } from '../quotations/awaiting-workshop';

/** A row of any section: the item's facts in paise, and how many rows the section has in all. */
export interface TodayRow {
  id: string;
  name: string;
  about: string;
  aboutMr: string;
  paise: number | null;
  status: string | null;
  since: Date;
  total: number;
}

/** The orders being worked on: not yet completed nor cancelled. */
export const openJobStatuses = ['Pending', 'Confirmed', 'In Progress'] as const;

const totalRows = sql<number>`(count(*) over ())::int`;

/** Quotations matching `where`, longest untouched first. */
function quotationsWhere(db: DbOrTx, where: SQL | undefined, limit: number): Promise<TodayRow[]> {
  return db
    .select({
      id: quotations.id,
      name: users.name,
      about: services.name,
      aboutMr: services.nameMr,
      paise: quotations.totalAfterTaxPaise,
      status: sql<string | null>`null`,
      since: quotations.updatedAt,
      total: totalRows,
    })
    .from(quotations)
    .innerJoin(users, eq(users.id, quotations.userId))
    .innerJoin(services, eq(services.id, quotations.serviceId))
    .where(and(eq(quotations.isConvertedToOrder, false), where))
    .orderBy(asc(quotations.updatedAt), asc(quotations.id))
    .limit(limit);
}

/** Requests the workshop has to price: new ones, and ones the customer changed since it last did. */
export const quotationsToPrice = (db: DbOrTx, limit: number) =>
  quotationsWhere(db, and(ne(quotations.quotationStatus, 'Accepted'), awaitsWorkshop), limit);

/** Priced quotations the customer has neither accepted nor rejected. */
export const quotationsAwaitingCustomer = (db: DbOrTx, limit: number) =>
  quotationsWhere(db, and(inArray(quotations.quotationStatus, [...openQuotationStatuses]), not(awaitsWorkshop)), limit);

/** Orders with `where`, in `order`. */
function ordersWhere(db: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, due: boolean) {
  return db
    .select({
      id: orders.id,
      name: orders.customerName,
      about: orders.serviceName,
      aboutMr: orders.serviceNameMr,
      paise: due ? orderDueSql : orders.totalPaise,
      status: orders.status,
      since: orders.createdAt,
      total: totalRows,
    })
    .from(orders)
    .where(where)
    .orderBy(...order, asc(orders.id))
    .limit(limit);
}

/** Orders being worked on, the oldest first. */
export const openJobs = (db: DbOrTx, limit: number): Promise<TodayRow[]> =>
  ordersWhere(db, inArray(orders.status, [...openJobStatuses]), [asc(orders.createdAt)], limit, false);

/** Orders not cancelled with money still due: completed ones first (the work is done), then the oldest. */
export const ordersWithMoneyDue = (db: DbOrTx, limit: number): Promise<TodayRow[]> =>
  ordersWhere(
    db,
    and(ne(orders.status, 'Cancelled'), sql`${orderDueSql} > 0`),
    [desc(sql`${orders.status} = 'Completed'`), asc(orders.createdAt)],
    limit,
    true,
  );

/** Enquiries nobody has opened yet, the longest waiting first. */
export const newEnquiries = (db: DbOrTx, limit: number): Promise<TodayRow[]> =>
  db
    .select({
      id: contacts.id,
      name: contacts.name,
      about: sql<string>`left(${contacts.message}, 80)`,
      aboutMr: sql<string>`''`,
      paise: sql<number | null>`null`,
      status: sql<string | null>`null`,
      since: contacts.createdAt,
      total: totalRows,
    })
    .from(contacts)
    .where(eq(contacts.status, 'new'))
    .orderBy(asc(contacts.createdAt), asc(contacts.id))
    .limit(limit);
