import { formatInr, toRupees } from '@karigar/domain/money';
import { orderRef } from '@karigar/domain/order';
import type { Tx } from '../../../db/client';
import type { OrderRow } from '../../../db/schema/orders';
import type { RefundRow } from '../../../db/schema/refunds';
import { languageOfUser } from '../../../lib/mail-texts/recipient-language';
import { recordActivity } from '../../activity/record-activity';
import { issueRefundVoucher } from '../../gst-documents/refund-voucher';
import { appendLedgerEntry } from '../../ledger/append-ledger-entry';
import type { PaymentDeps } from '../payment-deps';
import { refundMail } from './refund-mail';
import { updateRefund } from './refunds.repository';

/** Where a refund's outcome came from, for the activity log. */
export interface RefundContext {
  source: 'admin' | 'gateway' | 'webhook';
  ip: string | null;
}

/**
 * The one place a processed refund is written: the refund marked processed, its negative ledger row
 * (which takes it off what the order holds, so its refund due clears) with, for an advance on an
 * uninvoiced order, its refund voucher, an activity row and the
 * customer's mail, in the caller's transaction with the order row locked. A refund already
 * processed changes nothing.
 */
export async function recordProcessedRefund(
  tx: Tx,
  deps: Pick<PaymentDeps, 'config' | 'mail'>,
  order: OrderRow,
  refund: RefundRow,
  processed: { at: Date; providerRefundId: string | null; context: RefundContext },
): Promise<RefundRow> {
  if (refund.status === 'processed') return refund;
  const row = await updateRefund(tx, refund.id, {
    status: 'processed',
    processedAt: processed.at,
    providerRefundId: processed.providerRefundId ?? refund.providerRefundId,
    failureReason: null,
  });
  const entry = await appendLedgerEntry(tx, deps.config, order, {
    kind: 'refund',
    method: row.method,
    amountPaise: -row.amountPaise,
    paymentId: row.paymentId,
    providerId: row.providerRefundId,
    note: row.reason,
    createdBy: row.createdBy,
    occurredAt: processed.at,
  });
  // A refund of an advance for work never invoiced gets its refund voucher (Rule 51) beside its row.
  await issueRefundVoucher(tx, deps.config.business, {
    order,
    ledgerEntryId: entry.entryId,
    amountPaise: row.amountPaise,
    at: processed.at,
    reason: row.reason,
  });
  const amount = formatInr(toRupees(row.amountPaise));
  await recordActivity(tx, {
    actorId: row.createdBy,
    action: 'refund_processed',
    entity: 'order',
    entityId: order.id,
    message: `Refund of ${amount} made for order ${orderRef(order.id)}: ${row.reason}`,
    params: { amount: toRupees(row.amountPaise), orderId: order.id, orderRef: orderRef(order.id), reason: row.reason },
    details: { method: row.method, providerRefundId: row.providerRefundId, source: processed.context.source },
    priority: 'medium',
    ip: processed.context.ip,
  });
  const language = await languageOfUser(tx, order.userId);
  await deps.mail.queue(tx, [refundMail(order, row, language, deps.config.appUrl)]);
  return row;
}

/** A refund the gateway did not make: marked failed with why (it no longer holds money back), logged for the admin. */
export async function recordFailedRefund(
  tx: Tx,
  order: OrderRow,
  refund: RefundRow,
  failed: { reason: string; providerRefundId: string | null; context: RefundContext },
): Promise<RefundRow> {
  if (refund.status !== 'pending') return refund;
  const row = await updateRefund(tx, refund.id, {
    status: 'failed',
    failureReason: failed.reason,
    providerRefundId: failed.providerRefundId ?? refund.providerRefundId,
  });
  const amount = formatInr(toRupees(row.amountPaise));
  await recordActivity(tx, {
    actorId: null,
    action: 'refund_failed',
    entity: 'order',
    entityId: order.id,
    message: `Refund of ${amount} for order ${orderRef(order.id)} failed: ${failed.reason}`,
    params: {
      amount: toRupees(row.amountPaise),
      orderId: order.id,
      orderRef: orderRef(order.id),
      failure: failed.reason,
    },
    details: { providerRefundId: row.providerRefundId, source: failed.context.source },
    priority: 'high',
    ip: failed.context.ip,
  });
  return row;
}
