import { type CheckoutSuccess, type PaymentMethod } from '@karigar/domain/payment';
import type { SandboxPaymentProvider } from '../../lib/payments/sandbox-provider';
import { notFound } from '../../plugins/errors';
import type { PaymentDeps } from './payment-deps';
import { findPaymentByProviderOrder, setPaymentMethod } from './payments.repository';

/**
 * The payer presses Pay in the sandbox checkout: a payment id and the signature Razorpay would
 * make, for an open checkout. Nothing is marked paid here: as with Razorpay, the browser's
 * verification (or a webhook) does that.
 */
export async function sandboxPay(
  deps: Pick<PaymentDeps, 'db'>,
  sandbox: SandboxPaymentProvider,
  input: { order_id: string; method?: PaymentMethod | undefined },
): Promise<CheckoutSuccess> {
  const stored = await findPaymentByProviderOrder(deps.db, input.order_id);
  if (!stored || stored.status !== 'created') throw notFound('PAYMENT_ORDER_NOT_FOUND');
  const method = input.method ?? 'card';
  const { paymentId, signature } = await sandbox.pay(stored.providerOrderId, stored.amountPaise, method);
  await setPaymentMethod(deps.db, stored.id, method);
  return { razorpay_order_id: stored.providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
}
