import type { PaidPaymentInfo } from '@karigar/domain/payment';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { MailMessage } from '../../lib/mail';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordActivity } from '../activity/record-activity';
import { issueInvoice } from '../invoices/issue-invoice';
import { orderNumber, toPaidPaymentInfo } from './payment-answers';
import type { PaymentContext, PaymentDeps } from './payment-deps';
import { receiptMail } from './payment-mail';
import { lockOrder } from './payments.repository';

export interface CapturedPayment {
  providerPaymentId: string;
  method: string | null;
}

/** Sets the checkout's payments row to paid; false when it was already (a replay, or the other of verify and webhook). */
async function recordPaidPayment(tx: Tx, stored: PaymentRow, captured: CapturedPayment, at: Date): Promise<boolean> {
  try {
    // A savepoint: a unique violation must not abort the surrounding transaction.
    return await tx.transaction(async (sp) => {
      const rows = await sp
        .update(payments)
        .set({
          status: 'paid',
          providerPaymentId: captured.providerPaymentId,
          method: captured.method ?? stored.method,
          failureReason: null,
          paidAt: at,
          updatedAt: at,
        })
        .where(and(eq(payments.id, stored.id), ne(payments.status, 'paid')))
        .returning({ id: payments.id });
      return rows.length > 0;
    });
  } catch (error) {
    // The provider payment id is unique: it is already recorded.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The payment an already-paid order was paid with. */
async function paidWith(
  tx: Tx,
  orderId: string,
  paymentId: string | null,
): Promise<{ amountPaise: number } | undefined> {
  if (!paymentId) return undefined;
  const [row] = await tx
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.providerPaymentId, paymentId)));
  return row;
}

/**
 * Records a captured payment of a checkout (its stored payments row) and marks the order paid,
 * shared by checkout verification, webhooks and reconciliation. The order row is locked first, so
 * concurrent confirmations of one payment run one after the other: the first marks the order paid,
 * issues its invoice and emails the receipt (not awaited); the rest find it paid and change nothing.
 */
export async function markOrderPaid(
  deps: Pick<PaymentDeps, 'db' | 'mailer' | 'config' | 'log'>,
  stored: PaymentRow,
  captured: CapturedPayment,
  context: PaymentContext,
): Promise<PaidPaymentInfo> {
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, stored.orderId);
    if (!order) throw new Error(`order ${stored.orderId} of payment ${stored.id} not found`);
    const now = new Date();
    const recorded = await recordPaidPayment(tx, stored, captured, now);
    const ref = orderNumber(order.id);

    if (order.paymentStatus === 'paid' && order.paidAt) {
      if (recorded && order.razorpayPaymentId !== captured.providerPaymentId) {
        await recordActivity(tx, {
          actorId: context.actorId,
          action: 'payment_duplicate',
          entity: 'order',
          entityId: order.id,
          message: `Order #${ref} was already paid (${order.razorpayPaymentId ?? 'no transaction id'}) and was paid again with ${captured.providerPaymentId}: refund one of them`,
          priority: 'high',
          ip: context.ip,
        });
      }
      const first = await paidWith(tx, order.id, order.razorpayPaymentId);
      const info = toPaidPaymentInfo({
        paidAt: order.paidAt,
        providerPaymentId: order.razorpayPaymentId ?? captured.providerPaymentId,
        amountPaise: first?.amountPaise ?? order.totalPaise,
      });
      return { info, receipt: undefined };
    }

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
      message: `Payment ${captured.providerPaymentId} received for order #${ref} (${context.source}); invoice ${invoice.number}`,
      priority: 'medium',
      ip: context.ip,
    });
    const paid = { paidAt: now, providerPaymentId: captured.providerPaymentId, amountPaise: stored.amountPaise };
    return {
      info: toPaidPaymentInfo(paid),
      receipt: receiptMail(order, { ...paid, invoiceNumber: invoice.number }, deps.config.appUrl),
    };
  });
  if (outcome.receipt) sendReceipt(deps, stored.orderId, outcome.receipt);
  return outcome.info;
}

/**
 * Emails the receipt after the commit without waiting for it, on every path alike: a webhook must
 * answer Razorpay quickly, and neither it nor the customer's verification should hang on SMTP.
 * The mailer logs its own failures; anything else it rejects with is logged here, never thrown.
 */
function sendReceipt(
  { mailer, log }: Pick<PaymentDeps, 'mailer' | 'log'>,
  orderId: string,
  receipt: MailMessage,
): void {
  mailer.send(receipt).catch((error: unknown) => log.error({ err: error, orderId }, 'payment receipt not sent'));
}
