import { toRupees } from '@karigar/domain/money';
import type { Refund } from '@karigar/domain/refund';
import type { RefundView } from './refunds.repository';

/** A refund as the API answers it; who started it only reaches admins. */
export function toRefund({ refund, createdBy }: RefundView, forAdmin: boolean): Refund {
  return {
    _id: refund.id,
    orderId: refund.orderId,
    paymentId: refund.paymentId,
    method: refund.method,
    amount: toRupees(refund.amountPaise),
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    failureReason: refund.failureReason,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
    createdBy: forAdmin && createdBy ? { _id: createdBy.id, name: createdBy.name } : null,
  };
}
