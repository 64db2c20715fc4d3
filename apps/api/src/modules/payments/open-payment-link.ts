import { cachedDuePaise } from '@karigar/domain/ledger';
import { orderNumber, orderRef } from '@karigar/domain/order';
import { formatInr, toRupees } from '@karigar/domain/money';
import { PAYMENT_CURRENCY } from '@karigar/domain/payment';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { PaymentProviderError } from '../../lib/payments/payment-provider';
import type { ProviderPaymentLink, RazorpayPaymentProvider } from '../../lib/payments/razorpay-provider';
import { AppError, conflict, notFound } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { assertPayable } from '../reminders/pay-link';
import type { PaymentDeps } from './payment-deps';
import { findPaymentByProviderOrder, insertPayment, lockOrder, supersedeOpenPayments } from './payments.repository';

export type LiveDeps = PaymentDeps & { provider: RazorpayPaymentProvider };

/** What a pay link asks of its Payment Link. */
export interface PaymentLinkRequest {
  /** The link it opened before, reused while its checkout is open and for the same amount. */
  last: { id: string; url: string; amountPaise: number } | null;
  /** Where Razorpay sends the payer back. */
  callbackUrl: string;
  expiresAt: Date;
  /** Keeps the new link with the pay link, in the transaction that stores it. */
  remember: (tx: Tx, made: ProviderPaymentLink & { amountPaise: number }) => Promise<void>;
}

/** Razorpay wants a link to stay open at least 15 minutes. */
const MIN_OPEN_MS = 16 * 60 * 1000;

async function createLink(deps: LiveDeps, order: OrderRow, amountPaise: number, request: PaymentLinkRequest) {
  try {
    return await deps.provider.createPaymentLink({
      amountPaise,
      currency: PAYMENT_CURRENCY,
      // Unique per Payment Link, at most 40 characters.
      referenceId: `${orderNumber(order.id)}-${randomBytes(8).toString('hex')}`,
      description: `${deps.config.business.name}: order ${orderRef(order.id)}`,
      customer: {
        name: order.customerName,
        ...(order.customerEmail && { email: order.customerEmail }),
        ...(order.customerPhone && { contact: order.customerPhone }),
      },
      callbackUrl: request.callbackUrl,
      expireBy: new Date(Math.max(request.expiresAt.getTime(), Date.now() + MIN_OPEN_MS)),
      notes: { orderId: order.id },
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, orderId: order.id }, 'payment link not created');
    throw new AppError(503, 'PAYMENT_PROVIDER_FAILED');
  }
}

/**
 * Live mode: the Razorpay Payment Link that takes what the order owes, answering its URL. The last
 * one is reused while its checkout is open and for the same amount; a new one is stored as the
 * order's checkout (a payments row whose provider order is the Payment Link), superseding any other,
 * so its `payment_link.paid` webhook lands through the same exactly-once path as every capture.
 */
export async function openPaymentLink(
  deps: LiveDeps,
  order: OrderRow,
  request: PaymentLinkRequest,
  ip: string,
): Promise<string> {
  const amountPaise = cachedDuePaise(order);
  const { last } = request;
  if (last && last.amountPaise === amountPaise) {
    const open = await findPaymentByProviderOrder(deps.db, last.id);
    if (open?.status === 'created') return last.url;
  }
  const made = await createLink(deps, order, amountPaise, request);
  await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw notFound('ORDER_NOT_FOUND');
    assertPayable(current);
    if (current.paidPaise !== order.paidPaise) throw conflict('AMOUNT_DUE_CHANGED');
    const row = await insertPayment(tx, {
      orderId: order.id,
      provider: deps.provider.name,
      providerOrderId: made.id,
      amountPaise,
      currency: PAYMENT_CURRENCY,
    });
    await supersedeOpenPayments(tx, order.id, row.id, row.createdAt);
    await request.remember(tx, { ...made, amountPaise });
    await recordActivity(tx, {
      actorId: null,
      action: 'payment_order_created',
      entity: 'order',
      entityId: order.id,
      message: `A pay link opened a Razorpay Payment Link of ${formatInr(toRupees(amountPaise))} for order ${orderRef(order.id)}`,
      params: { actor: 'A pay link', amount: toRupees(amountPaise), orderId: order.id, orderRef: orderRef(order.id) },
      details: { providerOrderId: made.id },
      ip,
    });
  });
  return made.shortUrl;
}
