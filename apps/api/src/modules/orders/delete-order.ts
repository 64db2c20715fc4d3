import { orderMessages, orderNumber } from '@karigar/domain/order';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { deleteOrderRow, lockOrder } from './orders.repository';

/** Deletes an unpaid order with its payment attempts and history; a paid order is never destroyed (409). */
export async function deleteOrder(db: Db, admin: AuthUser, id: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(orderMessages.notFound);
    if (order.paymentStatus === 'paid') throw conflict(orderMessages.paidCannotBeDeleted);
    await deleteOrderRow(tx, order);
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'order_deleted',
      entity: 'order',
      entityId: id,
      message: `${admin.name} deleted order #${orderNumber(id)} (${order.serviceName} for ${order.customerName})`,
      priority: 'high',
      ip,
    });
  });
}
