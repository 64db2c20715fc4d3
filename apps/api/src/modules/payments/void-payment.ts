import { orderNumber } from '@karigar/domain/order';
import { formatInr, toRupees } from '@karigar/domain/money';
import { type Order } from '@karigar/domain/order-answer';
import { recordedMethodNames, type RecordedPaymentMethod } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/payments';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { appendLedgerEntry, ledgerMethodOf } from '../ledger/append-ledger-entry';
import { getOrder } from '../orders/get-order';
import type { PaymentDeps } from './payment-deps';
import { findOrderPayment, lockOrder } from './payments.repository';

const methodName = (method: string | null) =>
  (method && recordedMethodNames[method as RecordedPaymentMethod]) ?? method ?? 'recorded';

/**
 * An admin takes back a recorded payment (entered by mistake, a cheque that bounced), with a reason,
 * in one transaction under the order's lock: the row is kept and marked voided, a negative void row
 * written to the ledger takes its amount off what the order received, and an order it no longer pays
 * in full is unpaid again. A payment is not voided once the workshop holds less than it for the order
 * (money was refunded since): what it holds would go below nothing. The order keeps
 * its invoice number: a tax invoice once issued is not withdrawn, it shows the amount due instead.
 */
export async function voidPayment(
  deps: Pick<PaymentDeps, 'db' | 'config'>,
  admin: AuthUser,
  ids: { orderId: string; paymentId: string },
  reason: string,
  ip: string,
): Promise<Order> {
  const { orderId, paymentId } = ids;
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const payment = await findOrderPayment(tx, orderId, paymentId);
    if (!payment) throw notFound('PAYMENT_NOT_FOUND');
    if (payment.provider !== 'manual') throw conflict('PAYMENT_NOT_RECORDED');
    if (payment.status === 'voided') throw conflict('PAYMENT_ALREADY_VOIDED');
    // Voiding takes the payment back; money already refunded from it cannot be taken back twice.
    if (payment.amountPaise > order.paidPaise) throw conflict('PAYMENT_VOID_REFUNDED');

    const now = new Date();
    await tx
      .update(payments)
      .set({ status: 'voided', voidedAt: now, voidedBy: admin.id, voidReason: reason, updatedAt: now })
      .where(eq(payments.id, payment.id));
    await appendLedgerEntry(tx, deps.config, order, {
      kind: 'void',
      method: ledgerMethodOf(payment),
      amountPaise: -payment.amountPaise,
      paymentId: payment.id,
      providerId: payment.providerPaymentId,
      note: reason,
      createdBy: admin.id,
      occurredAt: now,
    });

    const ref = orderNumber(orderId);
    const amount = toRupees(payment.amountPaise);
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'payment_voided',
      entity: 'order',
      entityId: orderId,
      message: `${admin.name} voided a ${methodName(payment.method)} payment of ${formatInr(amount)} for order #${ref}: ${reason}`,
      priority: 'high',
      ip,
      params: { actor: admin.name, amount, method: payment.method, orderRef: `#${ref}`, orderId, reason },
      details: { paymentId: payment.providerPaymentId, reference: payment.reference },
    });
  });
  return getOrder(deps.db, orderId, admin);
}
