import { formatInr, toRupees } from '@karigar/domain/money';
import type { PaidPaymentInfo } from '@karigar/domain/payment';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { MailMessage } from '../../lib/mail';
import { recordActivity } from '../activity/record-activity';
import { issueInvoice } from '../invoices/issue-invoice';
import { orderNumber, toPaidPaymentInfo } from './payment-answers';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { receiptMail } from './payment-mail';
import { findPayment, findPaymentByProviderPayment, lockOrder } from './payments.repository';
import { recordRefundDue, refundReason } from './record-refund-due';

export interface CapturedPayment {
  providerPaymentId: string;
  method: string | null;
}

/** What a capture did: paid the order (with the receipt to email once committed), or was recorded as owed back. */
export type CaptureOutcome =
  { kind: 'paid'; info: PaidPaymentInfo; receipt: MailMessage | undefined } | { kind: 'refund due' };

/** The answer again for a payment id recorded before (a replay, or the other of verify and webhook). */
function replayed(known: PaymentRow, providerPaymentId: string): CaptureOutcome {
  if (known.status !== 'paid') return { kind: 'refund due' };
  const info = toPaidPaymentInfo({
    paidAt: known.paidAt ?? known.updatedAt,
    providerPaymentId,
    amountPaise: known.amountPaise,
    provider: known.provider,
  });
  return { kind: 'paid', info, receipt: undefined };
}

/**
 * Applies a captured payment of a checkout (its stored payments row) in the caller's transaction,
 * shared by checkout verification, webhooks and reconciliation. The order row is locked first, so
 * confirmations of one order run one after the other. A payment id already recorded answers as it
 * did then. A capture on the order's open checkout marks the order paid and issues its invoice;
 * one on a superseded checkout, an already-paid order or a cancelled one is recorded as a refund due.
 */
export async function applyCapture(
  tx: Tx,
  config: Pick<Config, 'appUrl'>,
  stored: PaymentRow,
  captured: CapturedPayment,
  context: PaymentContext,
): Promise<CaptureOutcome> {
  const order = await lockOrder(tx, stored.orderId);
  if (!order) throw new Error(`order ${stored.orderId} of payment ${stored.id} not found`);
  // Read again under the order's lock, which every change to an order's payments takes first.
  const attempt = await findPayment(tx, stored.id);
  if (!attempt) throw new Error(`payment ${stored.id} not found`);

  const known = await findPaymentByProviderPayment(tx, captured.providerPaymentId);
  if (known) return replayed(known, captured.providerPaymentId);
  const reason = refundReason(order, attempt);
  if (reason) {
    await recordRefundDue(tx, order, attempt, captured, reason, context);
    return { kind: 'refund due' };
  }

  const now = new Date();
  await tx
    .update(payments)
    .set({
      status: 'paid',
      providerPaymentId: captured.providerPaymentId,
      method: captured.method ?? attempt.method,
      failureReason: null,
      paidAt: now,
      updatedAt: now,
    })
    .where(eq(payments.id, attempt.id));
  await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      paidAt: now,
      razorpayPaymentId: captured.providerPaymentId,
      failureReason: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  const invoice = await issueInvoice(tx, order.id, now);
  await recordActivity(tx, {
    actorId: context.actorId,
    action: 'payment_received',
    entity: 'order',
    entityId: order.id,
    message: `Payment of ${formatInr(toRupees(attempt.amountPaise))} received for order #${orderNumber(order.id)}; invoice ${invoice.number}`,
    params: {
      amount: toRupees(attempt.amountPaise),
      orderId: order.id,
      orderRef: `#${orderNumber(order.id)}`,
      invoice: invoice.number,
    },
    details: {
      providerOrderId: attempt.providerOrderId,
      providerPaymentId: captured.providerPaymentId,
      source: context.source,
      ...(attempt.provider === 'sandbox' ? { sandbox: true } : {}),
    },
    priority: 'medium',
    ip: context.ip,
  });
  const paid = {
    paidAt: now,
    providerPaymentId: captured.providerPaymentId,
    amountPaise: attempt.amountPaise,
    provider: attempt.provider,
  };
  return {
    kind: 'paid',
    info: toPaidPaymentInfo(paid),
    receipt: receiptMail(order, { ...paid, invoiceNumber: invoice.number }, config.appUrl),
  };
}

/** Applies a captured payment in a transaction of its own, then emails the receipt if it paid the order. */
export async function markOrderPaid(
  deps: Pick<PaymentDeps, 'db' | 'mailer' | 'config' | 'log'>,
  stored: PaymentRow,
  captured: CapturedPayment,
  context: PaymentContext,
): Promise<CaptureOutcome> {
  const outcome = await deps.db.transaction((tx) => applyCapture(tx, deps.config, stored, captured, context));
  sendReceipt(deps, stored.orderId, outcome);
  return outcome;
}

/**
 * Emails the receipt after the commit without waiting for it, on every path alike: a webhook must
 * answer Razorpay quickly, and neither it nor the customer's verification should hang on SMTP.
 * The mailer logs its own failures; anything else it rejects with is logged here, never thrown.
 */
export function sendReceipt(
  { mailer, log }: Pick<PaymentDeps, 'mailer' | 'log'>,
  orderId: string,
  outcome: CaptureOutcome,
): void {
  if (outcome.kind !== 'paid' || !outcome.receipt) return;
  mailer
    .send(outcome.receipt)
    .catch((error: unknown) => log.error({ err: error, orderId }, 'payment receipt not sent'));
}
