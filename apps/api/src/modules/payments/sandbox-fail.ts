import { paymentMessages, type CheckoutFailure } from '@karigar/domain/payment';
import type { SandboxPaymentProvider } from '../../lib/payments/sandbox-provider';
import { notFound } from '../../plugins/errors';
import type { PaymentDeps } from './payment-deps';
import { findPaymentByProviderOrder } from './payments.repository';
import { recordPaymentFailure } from './record-payment-failure';

/**
 * The payer makes the payment fail in the sandbox checkout: the failure is recorded as Razorpay's
 * payment.failed webhook would record it, and the answer is what Checkout passes to its
 * 'payment.failed' callbacks.
 */
export async function sandboxFail(
  deps: Pick<PaymentDeps, 'db'>,
  sandbox: SandboxPaymentProvider,
  input: { order_id: string; reason?: string | undefined },
  ip: string,
): Promise<CheckoutFailure> {
  const stored = await findPaymentByProviderOrder(deps.db, input.order_id);
  if (!stored || stored.status !== 'created') throw notFound('PAYMENT_ORDER_NOT_FOUND');
  const reason = input.reason ?? paymentMessages.sandboxDeclined;
  const method = stored.method ?? 'card';
  const { paymentId } = await sandbox.fail(stored.providerOrderId, stored.amountPaise, method, reason);
  await recordPaymentFailure(
    deps,
    stored,
    { providerPaymentId: paymentId, reason, method },
    { source: 'sandbox', actorId: null, ip },
  );
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: reason,
      reason: 'payment_failed',
      source: 'customer',
      step: 'payment_authorization',
      metadata: { order_id: stored.providerOrderId, payment_id: paymentId },
    },
  };
}
