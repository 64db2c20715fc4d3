import { cachedDuePaise } from '@karigar/domain/ledger';
import { advanceDuePaise } from '@karigar/domain/advance-amounts';
import { orderRef } from '@karigar/domain/order';
import { formatInr, toRupees } from '@karigar/domain/money';
import { paymentMessages, type CreatePaymentOrderAnswer } from '@karigar/domain/payment';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { PaymentProviderError, type CreateOrderInput } from '../../lib/payments/payment-provider';
import type { AuthUser } from '../../plugins/auth';
import { AppError, badRequest, notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import type { PaymentDeps } from './payment-deps';
import {
  findOpenPayment,
  findOrder,
  insertPayment,
  lockOrder,
  supersedeOpenPayments,
  touchPayment,
} from './payments.repository';

export interface CreatePaymentOrderInput {
  orderId: string;
  currency: 'INR';
  retry?: boolean | undefined;
  payInFull?: boolean | undefined;
}

/** Razorpay's `receipt` (at most 40 characters): the same for every checkout of one order. */
const receiptFor = (orderId: string) => `rcpt_${orderId.replaceAll('-', '')}`;

/** Razorpay takes at least ₹1. */
const MIN_AMOUNT_PAISE = 100;

async function newProviderOrder({ provider, log }: PaymentDeps, input: CreateOrderInput): Promise<string> {
  try {
    return (await provider.createOrder(input)).id;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.warn({ err: error, orderId: input.notes['orderId'] }, 'payment order not created');
    throw new AppError(503, 'PAYMENT_PROVIDER_FAILED');
  }
}

/**
 * Opens a checkout for the customer's own order: a provider order for the advance still due, or
 * (once it is paid, or with `payInFull`) the amount still due (the total less what was received),
 * in paise, from the server's records, never from the client. The newest open provider order of the same
 * order and amount is reused unless `retry` asks for a fresh one; a fresh one supersedes every
 * other checkout of the order, so at most one can pay it.
 */
export async function createPaymentOrder(
  deps: PaymentDeps,
  customer: AuthUser,
  input: CreatePaymentOrderInput,
  ip: string,
): Promise<CreatePaymentOrderAnswer> {
  const order = await findOrder(deps.db, input.orderId);
  if (!order || order.userId !== customer.id) throw notFound('ORDER_NOT_FOUND');
  return openCheckout(deps, order, { id: customer.id, name: customer.name }, input, ip);
}

/**
 * The checkout of `createPaymentOrder` for an order the caller may pay: its customer, or whoever holds
 * its pay link (`payer.id` null, see modules/reminders/pay-link-checkout.ts).
 */
export async function openCheckout(
  deps: PaymentDeps,
  order: OrderRow,
  payer: { id: string | null; name: string },
  input: CreatePaymentOrderInput,
  ip: string,
): Promise<CreatePaymentOrderAnswer> {
  const { db, provider, config } = deps;
  if (order.paymentStatus === 'paid') throw conflict('ORDER_ALREADY_PAID');
  if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED_NOT_PAYABLE');
  const balancePaise = cachedDuePaise(order);
  // While an advance is due the checkout asks for it, unless the customer chose to pay in full.
  const advanceDue = advanceDuePaise(order.advancePaise, order.paidPaise);
  const amountPaise = advanceDue > 0 && !input.payInFull ? Math.min(advanceDue, balancePaise) : balancePaise;
  if (amountPaise < MIN_AMOUNT_PAISE) throw badRequest('NOTHING_TO_PAY');

  const receipt = receiptFor(order.id);
  let payment: PaymentRow | undefined = input.retry
    ? undefined
    : await findOpenPayment(db, { orderId: order.id, amountPaise, provider: provider.name });
  if (payment) {
    await touchPayment(db, payment.id);
  } else {
    const providerOrderId = await newProviderOrder(deps, {
      amountPaise,
      currency: input.currency,
      receipt,
      notes: { orderId: order.id },
    });
    payment = await db.transaction(async (tx) => {
      // Under the order's lock: payments of this order change one at a time.
      const current = await lockOrder(tx, order.id);
      if (!current) throw notFound('ORDER_NOT_FOUND');
      if (current.paymentStatus === 'paid') throw conflict('ORDER_ALREADY_PAID');
      if (current.status === 'Cancelled') throw conflict('ORDER_CANCELLED_NOT_PAYABLE');
      // A payment recorded since the amount was read changes what is due: this checkout would charge too much.
      if (current.paidPaise !== order.paidPaise) throw conflict('AMOUNT_DUE_CHANGED');
      const row = await insertPayment(tx, {
        orderId: order.id,
        provider: provider.name,
        providerOrderId,
        amountPaise,
        currency: input.currency,
      });
      const replaced = await supersedeOpenPayments(tx, order.id, row.id, row.createdAt);
      await recordActivity(tx, {
        actorId: payer.id,
        action: 'payment_order_created',
        entity: 'order',
        entityId: order.id,
        message: `${payer.name} opened a checkout of ${formatInr(toRupees(amountPaise))} for order ${orderRef(order.id)}`,
        params: {
          actor: payer.name,
          amount: toRupees(amountPaise),
          orderId: order.id,
          orderRef: orderRef(order.id),
        },
        details: { providerOrderId, ...(replaced.length ? { closedCheckouts: replaced.join(', ') } : {}) },
        ip,
      });
      return row;
    });
  }
  return {
    success: true,
    message: paymentMessages.orderCreated,
    keyId: config.payments.keyId,
    provider: payment.provider,
    order: {
      id: payment.providerOrderId,
      amount: payment.amountPaise,
      currency: payment.currency,
      receipt,
      notes: { orderId: order.id },
    },
  };
}
