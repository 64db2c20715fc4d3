import { orderRef } from '@karigar/domain/order';
import { formatInr, toRupees } from '@karigar/domain/money';
import type { Tx } from '../../db/client';
import type { Config } from '../../config';
import { type OrderRow } from '../../db/schema/orders';
import { type PaymentRow } from '../../db/schema/payments';
import { recordActivity } from '../activity/record-activity';
import { creditOrder } from './credit-order';
import type { CapturedPayment } from './mark-order-paid';
import type { PaymentContext } from './payment-deps';
import { recordCapture } from './payments.repository';

/** Why a capture is owed back. */
export type RefundReason = 'already paid' | 'cancelled';

/**
 * Undefined when a capture on this checkout goes towards the order (a replaced checkout's too: the
 * money is the order's, and what it pays beyond the total is owed back); otherwise why it is owed back.
 */
export function refundReason(order: OrderRow, attempt: PaymentRow): RefundReason | undefined {
  if (order.paymentStatus === 'paid' || attempt.status === 'paid' || attempt.status === 'refund_due')
    return 'already paid';
  if (order.status === 'Cancelled') return 'cancelled';
  return undefined;
}

const explanations: Record<RefundReason, string> = {
  cancelled: 'came after the order was cancelled',
  'already paid': 'came after the order was paid',
};

/**
 * A capture the order does not need: recorded on its checkout's payments row (the provider payment
 * id is unique there, so it is counted once), written to the ledger as money received (the order's
 * refund due grows by it), and a high-priority activity row for the admin. Call it with the order
 * row locked.
 */
export async function recordRefundDue(
  tx: Tx,
  config: Pick<Config, 'business'>,
  order: OrderRow,
  attempt: PaymentRow,
  captured: CapturedPayment,
  { reason, context }: { reason: RefundReason; context: PaymentContext },
): Promise<void> {
  const ref = orderRef(order.id);
  const activity = {
    actorId: context.actorId,
    entity: 'order',
    entityId: order.id,
    priority: 'high',
    ip: context.ip,
  } as const;
  const provider = {
    providerOrderId: attempt.providerOrderId,
    providerPaymentId: captured.providerPaymentId,
    source: context.source,
  };
  if (attempt.providerPaymentId) {
    // A second payment on one provider order: Razorpay refunds it itself, and it has no row to be recorded on.
    await recordActivity(tx, {
      ...activity,
      action: 'payment_duplicate',
      message: `Order ${ref} was paid twice: check that the second payment was refunded`,
      params: { orderId: order.id, orderRef: ref },
      details: { ...provider, firstPaymentId: attempt.providerPaymentId },
    });
    return;
  }
  const recorded = await recordCapture(tx, attempt, {
    status: 'refund_due',
    providerPaymentId: captured.providerPaymentId,
    method: captured.method,
    at: new Date(),
  });
  await creditOrder(tx, order, recorded, config);
  await recordActivity(tx, {
    ...activity,
    action: 'payment_refund_due',
    message: `Refund of ${formatInr(toRupees(attempt.amountPaise))} due on order ${ref}`,
    params: { amount: toRupees(attempt.amountPaise), orderId: order.id, orderRef: ref },
    details: {
      ...provider,
      reason: explanations[reason],
      ...(reason === 'already paid' ? { paidWith: order.razorpayPaymentId } : {}),
    },
  });
}
