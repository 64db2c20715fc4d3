import type { Tx } from '../../../db/client';
import type { RefundRow } from '../../../db/schema/refunds';
import type { ProviderRefund } from '../../../lib/payments/payment-provider';
import type { PaymentDeps } from '../payment-deps';
import { lockOrder } from '../payments.repository';
import { recordFailedRefund, recordProcessedRefund, type RefundContext } from './record-processed-refund';
import { findRefund, updateRefund } from './refunds.repository';

export const GATEWAY_REFUND_FAILED = 'The payment gateway could not make the refund';

/**
 * What the gateway says of a refund (its answer to the refund call, or a webhook), applied under
 * the order's lock in the caller's transaction: processed writes it to the ledger, failed releases
 * it, pending only keeps the gateway's id. A refund already settled stays as it is, except that a
 * refund marked failed which the gateway then processes is recorded (the money did go back).
 */
export async function settleRefund(
  tx: Tx,
  deps: Pick<PaymentDeps, 'config' | 'mail'>,
  refundId: string,
  outcome: ProviderRefund & { at: Date },
  context: RefundContext,
): Promise<RefundRow> {
  const known = await findRefund(tx, refundId);
  if (!known) throw new Error(`refund ${refundId} not found`);
  const order = await lockOrder(tx, known.orderId);
  if (!order) throw new Error(`order ${known.orderId} of refund ${refundId} not found`);
  // Read again under the order's lock, which every change to an order's money takes first.
  const refund = (await findRefund(tx, refundId))!;
  // A call the gateway never answered has no refund id.
  const providerRefundId = outcome.id || null;
  if (outcome.status === 'processed') {
    return recordProcessedRefund(tx, deps, order, refund, { at: outcome.at, providerRefundId, context });
  }
  if (outcome.status === 'failed') {
    return recordFailedRefund(tx, order, refund, { reason: GATEWAY_REFUND_FAILED, providerRefundId, context });
  }
  if (refund.providerRefundId || !providerRefundId) return refund;
  return updateRefund(tx, refund.id, { providerRefundId });
}
