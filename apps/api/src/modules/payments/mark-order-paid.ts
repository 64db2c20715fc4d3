import { orderRef } from '@karigar/domain/order';
import { formatInr, toRupees } from '@karigar/domain/money';
import type { PaidPaymentInfo, PaymentProviderName } from '@karigar/domain/payment';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { type OrderRow } from '../../db/schema/orders';
import { type PaymentRow } from '../../db/schema/payments';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { recordActivity } from '../activity/record-activity';
import { creditOrder, type CreditedOrder } from './credit-order';
import { ownerMails, paymentArrivedNotice, type PaymentWay } from '../owner-mail/owner-mail';
import { toPaidPaymentInfo } from './payment-answers';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { receiptMail } from './payment-mail';
import { findPayment, findPaymentByProviderPayment, lockOrder, recordCapture } from './payments.repository';
import { recordRefundDue, refundReason } from './record-refund-due';
import { languageOfUser } from '../../lib/mail-texts/recipient-language';

export interface CapturedPayment {
  providerPaymentId: string;
  method: string | null;
}

/** What a capture did: paid the order, or was recorded as owed back. */
export type CaptureOutcome = { kind: 'paid'; info: PaidPaymentInfo } | { kind: 'refund due' };

/** The answer again for a payment id recorded before (a replay, or the other of verify and webhook). */
function replayed(known: PaymentRow, providerPaymentId: string): CaptureOutcome {
  if (known.status !== 'paid') return { kind: 'refund due' };
  const info = toPaidPaymentInfo({
    paidAt: known.paidAt ?? known.updatedAt,
    providerPaymentId,
    amountPaise: known.amountPaise,
    provider: known.provider,
  });
  return { kind: 'paid', info };
}

/**
 * Applies a captured payment of a checkout (its stored payments row) in the caller's transaction,
 * shared by checkout verification, webhooks and reconciliation. The order row is locked first, so
 * confirmations of one order run one after the other. A payment id already recorded answers as it
 * did then. A capture goes to the ledger and towards the order (paying it in full marks it paid
 * and issues its invoice); one on an already-paid order or a cancelled one is recorded as a refund due.
 * The mails of a payment that arrived are queued in the same transaction.
 */
export async function applyCapture(
  tx: Tx,
  { config, mail }: Pick<PaymentDeps, 'config' | 'mail'>,
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
    await recordRefundDue(tx, config, order, attempt, captured, { reason, context });
    return { kind: 'refund due' };
  }

  const now = new Date();
  const recorded = await recordCapture(tx, attempt, {
    status: 'paid',
    providerPaymentId: captured.providerPaymentId,
    method: captured.method,
    at: now,
  });
  const credited = await creditOrder(tx, order, recorded, config);
  await recordActivity(tx, {
    actorId: context.actorId,
    action: 'payment_received',
    entity: 'order',
    entityId: order.id,
    message: `Payment of ${formatInr(toRupees(attempt.amountPaise))} received for order ${orderRef(order.id)}${
      credited.invoice ? `; invoice ${credited.invoice.number}` : ''
    }`,
    params: {
      amount: toRupees(attempt.amountPaise),
      orderId: order.id,
      orderRef: orderRef(order.id),
      invoice: credited.invoice?.number ?? null,
    },
    details: {
      providerOrderId: attempt.providerOrderId,
      providerPaymentId: captured.providerPaymentId,
      source: context.source,
      invoice: credited.invoice?.number ?? null,
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
  const how: PaymentWay =
    attempt.provider === 'sandbox'
      ? { kind: 'sandbox' }
      : { kind: 'online', method: captured.method ?? attempt.method ?? 'Razorpay' };
  await mail.queue(tx, await paymentMails(tx, config, order, { ...paid, how, credited }));
  return { kind: 'paid', info: toPaidPaymentInfo(paid) };
}

/**
 * The mails of a payment that arrived, to queue in its transaction: the customer's receipt when it paid the
 * order in full (with the tax invoice number, or the order's reference without a GSTIN), and the
 * owner's notice every time.
 */
export async function paymentMails(
  tx: Tx,
  config: Pick<Config, 'appUrl' | 'ownerEmail'>,
  order: OrderRow,
  paid: {
    paidAt: Date;
    providerPaymentId: string;
    amountPaise: number;
    provider: PaymentProviderName;
    how: PaymentWay;
    credited: CreditedOrder;
  },
): Promise<MailMessage[]> {
  const { credited } = paid;
  const invoiceNumber = credited.invoice?.number ?? null;
  const receipt = credited.settled
    ? [receiptMail(order, await languageOfUser(tx, order.userId), { ...paid, invoiceNumber }, config.appUrl)]
    : [];
  const notice = paymentArrivedNotice(
    {
      orderId: order.id,
      customerName: order.customerName,
      amountRupees: toRupees(paid.amountPaise),
      dueRupees: toRupees(credited.duePaise),
      how: paid.how,
    },
    config.appUrl,
  );
  return [...receipt, ...(await ownerMails(tx, config, notice))];
}

/** Applies a captured payment, and queues its mails, in a transaction of its own. */
export async function markOrderPaid(
  deps: Pick<PaymentDeps, 'db' | 'mail' | 'config'>,
  stored: PaymentRow,
  captured: CapturedPayment,
  context: PaymentContext,
): Promise<CaptureOutcome> {
  return deps.db.transaction((tx) => applyCapture(tx, deps, stored, captured, context));
}
