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
 * the activity row and the mail to the customer in one transaction. The same status changes nothing.
 */
export async function changeOrderStatus(
  deps: Pick<FeatureDeps, 'db' | 'mail' | 'config'>,
  admin: AuthUser,
  id: string,
  status: OrderStatus,
  ip: string,
): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.status === status) return getOrder(tx, id, admin);
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
    const changed = await getOrder(tx, id, admin);
    await deps.mail.queue(tx, orderStatusMail(changed, await languageOfUser(tx, changed.user._id), deps.config.appUrl));
    return changed;
  });
}
