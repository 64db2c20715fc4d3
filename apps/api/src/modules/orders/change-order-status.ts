import { orderNumber, type Order, type OrderStatus } from '@karigar/domain/order';
import type { FeatureDeps } from '../../app';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { getOrder } from './get-order';
import { orderStatusMail } from './order-mail';
import { insertOrderStatusChange, lockOrder, updateOrderStatus } from './orders.repository';
import { languageOfUser } from '../../lib/mail-texts/recipient-language';

/**
 * An admin moves an order to a status (any to any, spec section 4): the change, its history line and
 * the activity row in one transaction, then a mail to the customer. The same status changes nothing.
 */
export async function changeOrderStatus(
  deps: Pick<FeatureDeps, 'db' | 'mailer' | 'config'>,
  admin: AuthUser,
  id: string,
  status: OrderStatus,
  ip: string,
): Promise<Order> {
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.status === status) return false;
    await updateOrderStatus(tx, id, status);
    await insertOrderStatusChange(tx, { orderId: id, fromStatus: order.status, toStatus: status, actorId: admin.id });
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'order_status_changed',
      entity: 'order',
      entityId: id,
      message: `${admin.name} changed order #${orderNumber(id)} from ${order.status} to ${status}`,
      params: {
        actor: admin.name,
        orderId: id,
        orderRef: `#${orderNumber(id)}`,
        fromStatus: order.status,
        toStatus: status,
      },
      priority: status === 'Cancelled' ? 'high' : 'medium',
      ip,
    });
    return true;
  });
  const order = await getOrder(deps.db, id, admin);
  if (changed)
    await deps.mailer.send(orderStatusMail(order, await languageOfUser(deps.db, order.user._id), deps.config.appUrl));
  return order;
}
