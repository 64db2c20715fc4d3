import type { OrderPaymentsAnswer } from '@karigar/domain/recorded-payment';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { toOrderPayment } from './payment-answers';
import { findOrder, listOrderPaymentViews } from './payments.repository';

/** Every payment attempt of one order, newest first: for an admin, or the order's own customer. */
export async function listOrderPayments(
  db: DbOrTx,
  viewer: Pick<AuthUser, 'id' | 'role'>,
  orderId: string,
): Promise<OrderPaymentsAnswer> {
  const order = await findOrder(db, orderId);
  const admin = viewer.role === 'admin';
  if (!order || (!admin && order.userId !== viewer.id)) throw notFound('ORDER_NOT_FOUND');
  const views = await listOrderPaymentViews(db, orderId);
  return { payments: views.map((view) => toOrderPayment(view, admin)) };
}
