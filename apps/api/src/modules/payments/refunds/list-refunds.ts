import { toRupees } from '@karigar/domain/money';
import type { OrderRefundsAnswer } from '@karigar/domain/refund';
import type { Db } from '../../../db/client';
import type { AuthUser } from '../../../plugins/auth';
import { notFound } from '../../../plugins/errors';
import { findOrder } from '../payments.repository';
import { refundablePaise } from './create-refund';
import { toRefund } from './refund-answers';
import { listRefundViews } from './refunds.repository';

/** An order's refunds, newest first, and what may still be refunded: for an admin, or the order's own customer. */
export async function listRefunds(
  db: Db,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  orderId: string,
): Promise<OrderRefundsAnswer> {
  const order = await findOrder(db, orderId);
  const admin = viewer.role === 'admin';
  if (!order || (!admin && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  const [views, refundable] = await Promise.all([
    listRefundViews(db, orderId),
    db.transaction((tx) => refundablePaise(tx, order)),
  ]);
  return { refunds: views.map((view) => toRefund(view, admin)), refundable: toRupees(refundable) };
}
