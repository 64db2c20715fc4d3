import { formatInr, toPaise, toRupees } from '@karigar/domain/money';
import { orderRef } from '@karigar/domain/order';
import type { RefundCreatedAnswer, createRefundBody } from '@karigar/domain/refund';
import { refundMessages } from '@karigar/domain/refund';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { OrderRow } from '../../../db/schema/orders';
import type { PaymentRow } from '../../../db/schema/payments';
import type { RefundRow } from '../../../db/schema/refunds';
import { isUuid } from '../../../lib/ids';
import { PaymentProviderError, type ProviderRefund } from '../../../lib/payments/payment-provider';
import type { AuthUser } from '../../../plugins/auth';
import { AppError, conflict, notFound } from '../../../plugins/errors';
import { recordActivity } from '../../activity/record-activity';
import { readOrderMoney } from '../../ledger/order-money';
import { getOrder } from '../../orders/get-order';
import type { PaymentDeps } from '../payment-deps';
import { findOrderPayment, lockOrder } from '../payments.repository';
import { recordProcessedRefund } from './record-processed-refund';
import { toRefund } from './refund-answers';
import { insertRefund, sumPaymentRefunds, sumPendingRefunds } from './refunds.repository';
import { settleRefund } from './settle-refund';

type RefundInput = z.output<typeof createRefundBody>;

/** What may still be refunded: what the order holds less what is being refunded at the gateway. */
export async function refundablePaise(tx: Tx, order: OrderRow): Promise<number> {
  const { heldPaise } = await readOrderMoney(tx, order);
  return Math.max(0, heldPaise - (await sumPendingRefunds(tx, order.id)));
}

/** The online payment an online refund goes back to, checked: this order's, captured through this gateway. */
async function refundedPayment(
  tx: Tx,
  deps: Pick<PaymentDeps, 'provider'>,
  order: OrderRow,
  input: RefundInput,
  amountPaise: number,
): Promise<PaymentRow | null> {
  if (!input.paymentId) return null;
  const payment = await findOrderPayment(tx, order.id, input.paymentId);
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  const captured = payment.status === 'paid' || payment.status === 'refund_due';
  if (payment.provider !== deps.provider.name || !captured || !payment.providerPaymentId)
    throw conflict('REFUND_PAYMENT_NOT_ONLINE');
  const leftPaise = payment.amountPaise - (await sumPaymentRefunds(tx, payment.id));
  if (amountPaise > leftPaise) throw conflict('REFUND_OVER_PAYMENT_OF', { left: formatInr(toRupees(leftPaise)) });
  return payment;
}

/**
 * Reserves the refund under the order's lock: at most what may be refunded (409 otherwise), so two
 * refunds at once of the whole amount yield one. A refund by cash, UPI to the customer, bank or
 * cheque is processed at once; an online one stays pending for the gateway.
 */
async function reserveRefund(
  deps: PaymentDeps,
  admin: AuthUser,
  orderId: string,
  input: RefundInput,
  ip: string,
): Promise<{ refund: RefundRow; payment: PaymentRow | null }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const amountPaise = toPaise(input.amount);
    const refundable = await refundablePaise(tx, order);
    if (amountPaise > refundable)
      throw conflict('REFUND_OVER_REFUNDABLE_OF', { refundable: formatInr(toRupees(refundable)) });
    const payment = await refundedPayment(tx, deps, order, input, amountPaise);
    const refund = await insertRefund(tx, {
      orderId,
      paymentId: payment?.id ?? null,
      method: input.method,
      amountPaise,
      reason: input.reason,
      idempotencyKey: randomUUID(),
      createdBy: admin.id,
    });
    if (!payment) {
      const context = { source: 'admin', ip } as const;
      return {
        refund: await recordProcessedRefund(tx, deps, order, refund, {
          at: new Date(),
          providerRefundId: null,
          context,
        }),
        payment,
      };
    }
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'refund_started',
      entity: 'order',
      entityId: orderId,
      message: `${admin.name} started an online refund of ${formatInr(input.amount)} for order ${orderRef(orderId)}: ${input.reason}`,
      params: {
        actor: admin.name,
        amount: toRupees(amountPaise),
        orderId,
        orderRef: orderRef(orderId),
        reason: input.reason,
      },
      details: { providerPaymentId: payment.providerPaymentId, idempotencyKey: refund.idempotencyKey },
      priority: 'medium',
      ip,
    });
    return { refund, payment };
  });
}

/**
 * An admin refunds money of an order (POST /api/orders/:id/refunds). Online, the reserved refund is
 * sent to the gateway (outside the lock, with the refund's idempotency key) and its answer settled:
 * processed, pending until the webhook, or failed. A gateway that cannot be reached fails the
 * refund (503); should it have made the refund after all, its webhook still records it.
 */
export async function createRefund(
  deps: PaymentDeps,
  admin: AuthUser,
  orderId: string,
  input: RefundInput,
  ip: string,
): Promise<RefundCreatedAnswer> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  const reserved = await reserveRefund(deps, admin, orderId, input, ip);
  let refund = reserved.refund;
  if (reserved.payment?.providerPaymentId) {
    const outcome = await askGateway(deps, refund, reserved.payment.providerPaymentId);
    refund = await deps.db.transaction((tx) =>
      settleRefund(tx, deps, refund.id, { ...outcome, at: new Date() }, { source: 'gateway', ip }),
    );
    if (outcome.status === 'failed' && !outcome.id) throw new AppError(503, 'REFUND_GATEWAY_FAILED');
  }
  const view = { refund, createdBy: { id: admin.id, name: admin.name } };
  return {
    message: refund.status === 'processed' ? refundMessages.processed : refundMessages.pending,
    refund: toRefund(view, true),
    order: await getOrder(deps.db, orderId, admin),
  };
}

/** The gateway's answer to the refund call; a call that failed counts as a failed refund with no id. */
async function askGateway(deps: PaymentDeps, refund: RefundRow, providerPaymentId: string): Promise<ProviderRefund> {
  try {
    return await deps.provider.refundPayment({
      providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.idempotencyKey,
      notes: { refundId: refund.id },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, refundId: refund.id }, 'refund not accepted by the gateway');
    return { id: '', status: 'failed' };
  }
}
