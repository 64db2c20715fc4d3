import { z } from 'zod';
import type { Tx } from '../../../db/client';
import type { PaymentContext, PaymentDeps } from '../payment-deps';
import { findRefund, findRefundByProviderId } from './refunds.repository';
import { settleRefund } from './settle-refund';

/** The parts of Razorpay's refund entity a refund webhook carries that the app reads. */
export const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  // Razorpay sends notes as an object, or an empty array when there are none.
  notes: z.unknown().optional(),
});
export type RefundEntity = z.infer<typeof refundEntity>;

export const refundEvents = ['refund.processed', 'refund.failed'] as const;
export type RefundEvent = (typeof refundEvents)[number];

const refundIdOf = (notes: unknown): string | undefined => {
  const parsed = z.object({ refundId: z.string() }).safeParse(notes);
  return parsed.success ? parsed.data.refundId : undefined;
};

/**
 * refund.processed / refund.failed (signature checked and event claimed by the caller): the refund
 * this app started, found by the gateway's refund id or by the refund id it sent in the notes, is
 * settled in the caller's transaction. A refund the app did not make (one from the gateway's
 * dashboard) or whose amount differs is logged and left alone.
 */
export async function applyRefundEvent(
  tx: Tx,
  deps: Pick<PaymentDeps, 'config' | 'mail' | 'log'>,
  event: RefundEvent,
  entity: RefundEntity,
  context: PaymentContext,
): Promise<void> {
  const notedId = refundIdOf(entity.notes);
  const known = (await findRefundByProviderId(tx, entity.id)) ?? (notedId ? await findRefund(tx, notedId) : undefined);
  if (!known || known.amountPaise !== entity.amount) {
    deps.log.warn(
      { event, refundId: entity.id, paymentId: entity.payment_id },
      'webhook for a refund this app did not make',
    );
    return;
  }
  const status = event === 'refund.processed' ? 'processed' : 'failed';
  await settleRefund(
    tx,
    deps,
    known.id,
    { id: entity.id, status, at: new Date() },
    { source: 'webhook', ip: context.ip },
  );
}
