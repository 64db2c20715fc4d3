import { and, eq, ne } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { recordActivity } from '../activity/record-activity';
import { orderNumber } from './payment-answers';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { lockOrder } from './payments.repository';

export interface FailedPayment {
  providerPaymentId: string | null;
  reason: string;
  method: string | null;
}

/**
 * Records a failed attempt of a checkout on its payments row and on the order (payment status
 * 'failed' with the reason), unless the order or this checkout is already paid: a late failure
 * never undoes a payment. Answers whether anything changed.
 */
export async function recordPaymentFailure(
  deps: Pick<PaymentDeps, 'db'>,
  stored: PaymentRow,
  failure: FailedPayment,
  context: PaymentContext,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, stored.orderId);
    if (!order || order.paymentStatus === 'paid') return false;
    const now = new Date();
    const changed = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: failure.reason, method: failure.method ?? stored.method, updatedAt: now })
      .where(and(eq(payments.id, stored.id), ne(payments.status, 'paid')))
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
      message: `Payment${failure.providerPaymentId ? ` ${failure.providerPaymentId}` : ''} for order #${orderNumber(order.id)} failed (${context.source}): ${failure.reason}`,
      priority: 'medium',
      ip: context.ip,
    });
    return true;
  });
}
