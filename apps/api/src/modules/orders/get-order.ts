import { type Order } from '@karigar/domain/order-answer';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { findOrderView, listStatusChanges } from './order-views.repository';
import { toOrderAnswer } from './to-order-answer';

/** One order with its status history, for its customer or an admin; anyone else gets "not found". */
export async function getOrder(db: DbOrTx, id: string, viewer: Pick<AuthUser, 'id' | 'role'>): Promise<Order> {
  const order = await readOrder(db, id);
  if (viewer.role !== 'admin' && order.user._id !== viewer.id) throw notFound('ORDER_NOT_FOUND');
  return order;
}

/** One order with its status history, whoever asks: for operations that checked the caller already. */
export async function readOrder(db: DbOrTx, id: string): Promise<Order> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  const [view, history] = await Promise.all([findOrderView(db, id), listStatusChanges(db, id)]);
  if (!view) throw notFound('ORDER_NOT_FOUND');
  return toOrderAnswer(view, history);
}
