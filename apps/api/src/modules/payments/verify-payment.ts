import { orderRef } from '@karigar/domain/order';
import { paymentMessages, type VerifyPaymentAnswer } from '@karigar/domain/payment';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { markOrderPaid } from './mark-order-paid';
import type { PaymentDeps } from './payment-deps';
import { findOrder, findPaymentByProviderOrder } from './payments.repository';

export interface VerifyPaymentInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  orderId: string;
}

/**
 * Checks what Razorpay Checkout handed the customer's browser: the provider order must be one
 * stored for this order, and the signature must be the one Razorpay makes for it with our key
 * secret. Then the money goes towards the order, unless it is not needed (the order is already
 * paid or cancelled): then it is recorded as a refund due and answered 409. Anything else is a 400 that changes nothing but the activity log; a
 * replay of a good confirmation answers the same again.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  customer: AuthUser,
  input: VerifyPaymentInput,
  ip: string,
): Promise<VerifyPaymentAnswer> {
  const { db, provider } = deps;
  const order = await findOrder(db, input.orderId);
  if (!order || order.userId !== customer.id) throw notFound('ORDER_NOT_FOUND');

  const stored = await findPaymentByProviderOrder(db, input.razorpay_order_id);
  const genuine =
    stored?.orderId === order.id &&
    provider.verifyCheckoutSignature({
      orderId: stored.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
    });
  if (!stored || !genuine) {
    await recordActivity(db, {
      actorId: customer.id,
      action: 'payment_verification_failed',
      entity: 'order',
      entityId: order.id,
      message: `Payment verification failed for order ${orderRef(order.id)}`,
      params: { actor: customer.name, orderId: order.id, orderRef: orderRef(order.id) },
      details: { providerOrderId: input.razorpay_order_id, providerPaymentId: input.razorpay_payment_id },
      priority: 'high',
      ip,
    });
    throw badRequest('PAYMENT_VERIFICATION_FAILED');
  }

  const outcome = await markOrderPaid(
    deps,
    stored,
    { providerPaymentId: input.razorpay_payment_id, method: null },
    { source: 'verify', actorId: customer.id, ip },
  );
  if (outcome.kind !== 'paid') throw conflict('PAYMENT_REFUND_DUE');
  return { success: true, message: paymentMessages.verified, orderId: order.id, paymentInfo: outcome.info };
}
