import { orderRef } from '@karigar/domain/order';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { recordActivity } from '../activity/record-activity';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { lockOrder } from './payments.repository';

export interface FailedPayment {
  providerPaymentId: string | null;
  reason: string;
  method: string | null;
}

/**
 * Records a failed attempt of the order's current checkout on its payments row and on the order
 * (payment status 'failed' with the reason), in the caller's transaction. A late failure never
 * undoes a payment, and one on a superseded checkout says nothing about the current one. Answers
 * whether anything changed.
 */
export async function applyFailure(
  tx: Tx,
  stored: PaymentRow,
  failure: FailedPayment,
  context: PaymentContext,
): Promise<boolean> {
  const order = await lockOrder(tx, stored.orderId);
  if (!order || order.paymentStatus === 'paid') return false;
  const now = new Date();
  const changed = await tx
    .update(payments)
    .set({ status: 'failed', failureReason: failure.reason, method: failure.method ?? stored.method, updatedAt: now })
    .where(and(eq(payments.id, stored.id), inArray(payments.status, ['created', 'failed'])))
    .returning({ id: payments.id });
  if (!changed.length) return false;
  await tx
    .update(orders)
    .set({ paymentStatus: 'failed', failureReason: failure.reason, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordActivity(tx, {
    actorId: context.actorId,
    action: 'payment_failed',
    entity: 'order',
    entityId: order.id,
    message: `Payment for order ${orderRef(order.id)} failed`,
    params: { orderId: order.id, orderRef: orderRef(order.id) },
    details: {
      providerOrderId: stored.providerOrderId,
      providerPaymentId: failure.providerPaymentId,
      source: context.source,
      reason: failure.reason,
    },
    priority: 'medium',
    ip: context.ip,
  });
  return true;
}

/** Records a failed attempt (see applyFailure) in a transaction of its own. */
export async function recordPaymentFailure(
  deps: Pick<PaymentDeps, 'db'>,
  stored: PaymentRow,
  failure: FailedPayment,
  context: PaymentContext,
): Promise<boolean> {
  return deps.db.transaction((tx) => applyFailure(tx, stored, failure, context));
}
