import { toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import { USER_RECORDS_LIMIT, type UserRecords } from '@karigar/domain/user-records';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { newestOrdersOf, newestQuotationsOf } from './user-records.repository';
import { findUserById } from './users.repository';

/** A person's newest orders and quotations, for the admin's view of them. */
export async function getUserRecords(db: Db, userId: string): Promise<UserRecords> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('USER_NOT_FOUND');
  const [orderRows, quotationRows] = await Promise.all([
    newestOrdersOf(db, user.id, USER_RECORDS_LIMIT),
    newestQuotationsOf(db, user.id, USER_RECORDS_LIMIT),
  ]);
  return {
    orders: orderRows.map((o) => ({
      _id: o.id,
      orderNumber: orderNumber(o.id),
      serviceName: o.serviceName,
      serviceNameMr: o.serviceNameMr,
      status: o.status,
      paymentStatus: o.paymentStatus,
      totalAmount: toRupees(o.totalPaise),
      createdAt: o.createdAt.toISOString(),
    })),
    totalOrders: orderRows[0]?.total ?? 0,
    quotations: quotationRows.map((q) => ({
      _id: q.id,
      serviceName: q.serviceName,
      serviceNameMr: q.serviceNameMr,
      quotationStatus: q.quotationStatus,
      totalAmount: toRupees(q.totalPaise),
      createdAt: q.createdAt.toISOString(),
    })),
    totalQuotations: quotationRows[0]?.total ?? 0,
  };
}
