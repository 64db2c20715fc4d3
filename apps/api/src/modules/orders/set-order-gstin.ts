import { orderRef } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { getOrder } from './get-order';
import { orderGstin } from './order-gstin';
import { lockOrder } from './orders.repository';

/**
 * An admin gives a job its recipient's GSTIN (or removes it) and so its place of supply. Only
 * before the tax invoice is issued: an issued invoice is never changed (a credit note corrects it).
 */
export async function setOrderGstin(
  db: Db,
  admin: AuthUser,
  id: string,
  gstin: string | null,
  ip: string,
): Promise<Order> {
  if (!isUuid(id)) throw notFound('ORDER_NOT_FOUND');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.invoiceNumber) throw conflict('ORDER_GSTIN_INVOICED');
    await tx
      .update(orders)
      .set({ ...orderGstin(gstin), updatedAt: new Date() })
      .where(eq(orders.id, id));
    const ref = orderRef(id);
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'order_gstin_changed',
      entity: 'order',
      entityId: id,
      message: `${admin.name} set the GSTIN of order ${ref} to ${gstin ?? '—'}`,
      params: { actor: admin.name, orderId: id, orderRef: ref, gstin: gstin ?? '—' },
      ip,
    });
    return getOrder(tx, id, admin);
  });
}
