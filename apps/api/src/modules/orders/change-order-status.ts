import { orderRef, type OrderStatus } from '@karigar/domain/order';
import { type Order } from '@karigar/domain/order-answer';
import { toRupees } from '@karigar/domain/money';
import { hasReceivedPayment, orderStatusMoveProblem } from '@karigar/domain/order-transitions';
import type { FeatureDeps } from '../../app';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { refreshOrderMoney } from '../ledger/order-money';
import { getOrder, readOrder } from './get-order';
import { orderStatusMail } from './order-mail';
import { insertOrderStatusChange, lockOrder, updateOrderStatus } from './orders.repository';
import { languageOfUser } from '../../lib/mail-texts/recipient-language';

export interface StatusChange {
  status: OrderStatus;
  /** What happens to the money of a paid order being cancelled; kept only with a cancellation. */
  refundNote?: string | undefined;
}

/**
 * An admin moves an order to any status (spec §4) within the money rules of order-transitions.ts
 * (409 otherwise, with the reason's code): the change, its history line, the activity row (holding the refund note of a
 * cancelled paid order) and the mail to the customer in one transaction. The same status changes
 * nothing.
 */
export async function changeOrderStatus(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  admin: AuthUser,
  id: string,
  change: StatusChange,
  ip: string,
): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    await applyOrderStatusChange(tx, deps, admin, id, change, ip);
    return getOrder(tx, id, admin);
  });
}

/**
 * The status change of `changeOrderStatus` inside the caller's transaction, by whoever the caller
 * allowed (the workshop floor's stage moves are made by staff too).
 */
export async function applyOrderStatusChange(
  tx: Tx,
  deps: Pick<FeatureDeps, 'mail' | 'config'>,
  by: AuthUser,
  id: string,
  change: StatusChange,
  ip: string,
): Promise<void> {
  const { status } = change;
  const order = await lockOrder(tx, id);
  if (!order) throw notFound('ORDER_NOT_FOUND');
  if (order.status === status) return;
  const problem = orderStatusMoveProblem(order.status, status, {
    paid: hasReceivedPayment({ amountPaid: toRupees(order.paidPaise), paymentStatus: order.paymentStatus }),
    refundNote: change.refundNote,
  });
  if (problem) throw conflict(problem, { from: order.status, to: status });
  const refundNote = status === 'Cancelled' ? change.refundNote : undefined;
  await updateOrderStatus(tx, id, status);
  // Cancelling changes what the order is owed (nothing), so what it holds becomes refund due; reopening undoes it.
  await refreshOrderMoney(tx, deps.config, { ...order, status }, { at: new Date() });
  await insertOrderStatusChange(tx, { orderId: id, fromStatus: order.status, toStatus: status, actorId: by.id });
  await recordActivity(tx, {
    actorId: by.id,
    action: 'order_status_changed',
    entity: 'order',
    entityId: id,
    message: `${by.name} changed order ${orderRef(id)} from ${order.status} to ${status}`,
    params: {
      actor: by.name,
      orderId: id,
      orderRef: orderRef(id),
      fromStatus: order.status,
      toStatus: status,
    },
    ...(refundNote && { details: { refundNote } }),
    priority: status === 'Cancelled' ? 'high' : 'medium',
    ip,
  });
  const changed = await readOrder(tx, id);
  await deps.mail.queue(tx, orderStatusMail(changed, await languageOfUser(tx, changed.user._id), deps.config.appUrl));
}
