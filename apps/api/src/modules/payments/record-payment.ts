import { cachedDuePaise } from '@karigar/domain/ledger';
import { orderNumber } from '@karigar/domain/order';
import { randomUUID } from 'node:crypto';
import { errorText } from '@karigar/domain/error-codes';
import type { FieldProblems } from '@karigar/domain/errors';
import { formatInr, toPaise, toRupees } from '@karigar/domain/money';
import { type Order } from '@karigar/domain/order-answer';
import { indiaDate, recordedMethodNames, type recordPaymentBody } from '@karigar/domain/recorded-payment';
import type { z } from 'zod';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { getOrder } from '../orders/get-order';
import { creditOrder } from './credit-order';
import { sendPaymentNotices } from './mark-order-paid';
import type { PaymentDeps } from './payment-deps';
import { insertPayment, lockOrder, supersedeOpenPayments } from './payments.repository';

/** When a payment of this India date was made: now if it is today, otherwise noon India time that day. */
export function paidAtOf(date: string, now: Date): Date {
  return date === indiaDate(now) ? now : new Date(`${date}T12:00:00+05:30`);
}

/**
 * An admin records money the workshop received outside the checkout (cash, UPI to the shop, bank
 * transfer, cheque), in one transaction under the order's lock: a payments row (provider 'manual',
 * a local id in place of the provider's), the amount added to the order, every open checkout
 * closed (it would now charge too much) and an activity row. A payment that covers what is due marks
 * the order paid exactly as an online one does (tax invoice number, receipt). The owner is mailed.
 */
export async function recordPayment(
  deps: Pick<PaymentDeps, 'db' | 'mail' | 'config'>,
  admin: AuthUser,
  orderId: string,
  input: z.output<typeof recordPaymentBody>,
  ip: string,
): Promise<Order> {
  if (!isUuid(orderId)) throw notFound('ORDER_NOT_FOUND');
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('ORDER_NOT_FOUND');
    if (order.paymentStatus === 'paid') throw conflict('ORDER_ALREADY_PAID');
    if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED_NO_PAYMENT');
    const duePaise = cachedDuePaise(order);
    const amountPaise = toPaise(input.amount);
    if (amountPaise > duePaise) {
      // The field's code needs no amount: the form shows the due amount beside it.
      const params = { due: formatInr(toRupees(duePaise)) };
      const problems: FieldProblems = {
        fields: { amount: errorText('AMOUNT_OVER_DUE_OF', params) },
        fieldCodes: { amount: 'AMOUNT_OVER_DUE' },
      };
      throw badRequest('AMOUNT_OVER_DUE_OF', { params, problems });
    }

    const now = new Date();
    const paidAt = paidAtOf(input.paidAt, now);
    const localId = `manual_${randomUUID().replaceAll('-', '')}`;
    const row = await insertPayment(tx, {
      orderId,
      provider: 'manual',
      providerOrderId: localId,
      providerPaymentId: localId,
      amountPaise,
      status: 'paid',
      method: input.method,
      paidAt,
      reference: input.reference ?? null,
      recordedBy: admin.id,
    });
    await supersedeOpenPayments(tx, orderId, row.id, now);
    const credited = await creditOrder(tx, order, row, deps.config);

    const ref = orderNumber(orderId);
    const method = recordedMethodNames[input.method];
    await recordActivity(tx, {
      actorId: admin.id,
      action: 'payment_recorded',
      entity: 'order',
      entityId: orderId,
      message: `${admin.name} recorded a ${method} payment of ${formatInr(input.amount)} for order #${ref}${
        credited.invoice ? `; invoice ${credited.invoice.number}` : ''
      }`,
      priority: 'medium',
      ip,
      params: {
        actor: admin.name,
        amount: toRupees(amountPaise),
        method: input.method,
        orderRef: `#${ref}`,
        orderId,
        ...(credited.invoice && { invoice: credited.invoice.number }),
      },
      details: { paymentId: localId, reference: input.reference ?? null },
    });
    await sendPaymentNotices(tx, deps, order, {
      paidAt,
      providerPaymentId: input.reference ?? localId,
      amountPaise,
      provider: 'manual',
      how: { kind: 'recorded', method: input.method, admin: admin.name, reference: input.reference ?? null },
      credited,
    });
  });
  return getOrder(deps.db, orderId, admin);
}
