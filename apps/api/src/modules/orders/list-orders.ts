import type { orderListQuery } from '@karigar/domain/order';
import type { OrderListAnswer } from '@karigar/domain/order-answer';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { listOrderViews } from './order-list.repository';
import { toOrderAnswer } from './to-order-answer';

/** One page of orders: one customer's (ownerId) or everyone's. */
export async function listOrders(
  db: Db,
  query: z.output<typeof orderListQuery>,
  ownerId?: string,
): Promise<OrderListAnswer> {
  const { page, limit } = query;
  const { views, total } = await listOrderViews(
    db,
    { ownerId, origin: query.origin, payment: query.payment, status: query.status, search: query.search },
    { sortKey: query.sortKey, sortOrder: query.sortOrder },
    { offset: (page - 1) * limit, limit },
  );
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    orders: views.map((view) => toOrderAnswer(view)),
    pagination: { currentPage: page, totalPages, totalOrders: total, total, limit },
    currentPage: page,
    totalPages,
    totalOrders: total,
  };
}
