import { orderRef } from '@karigar/domain/order';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { hasMoneyMoved } from '../ledger/order-money';
import { removePhotosOf } from '../photos/photo-lifecycle';
import { deleteOrderRow, hasPaymentAttempt, lockOrder } from './orders.repository';

/**
 * Deletes an order nobody has started paying, with its history. A paid order, one with money
 * received (a recorded part payment), one with an invoice number, one with ledger rows, or one with any payment attempt
 * is never destroyed (409): a payer may still complete an
 * open checkout, and its webhook would then find no order. The order lock makes a checkout being
 * opened meanwhile wait (its payments row references the order) and then fail.
 */
export async function deleteOrder(db: Db, admin: AuthUser, id: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.paymentStatus === 'paid') throw conflict('ORDER_PAID_NOT_DELETABLE');
    if (order.paidPaise > 0) throw conflict('ORDER_MONEY_RECEIVED_NOT_DELETABLE');
    if (order.invoiceNumber) throw conflict('ORDER_INVOICED_NOT_DELETABLE');
    // Ledger rows are never deleted: an order any money moved for (even voided since) stays.
    if (await hasMoneyMoved(tx, order.id)) throw conflict('ORDER_MONEY_RECEIVED_NOT_DELETABLE');
    if (await hasPaymentAttempt(tx, order.id)) throw conflict('ORDER_PAYMENT_STARTED_NOT_DELETABLE');
    await removePhotosOf(tx, { orderId: order.id });
    await deleteOrderRow(tx, order);
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'order_deleted',
      entity: 'order',
      entityId: id,
      message: `${admin.name} deleted order ${orderRef(id)} (${order.serviceName} for ${order.customerName})`,
      params: {
        actor: admin.name,
        orderRef: orderRef(id),
        service: order.serviceName,
        customer: order.customerName,
      },
      priority: 'high',
      ip,
    });
  });
}
