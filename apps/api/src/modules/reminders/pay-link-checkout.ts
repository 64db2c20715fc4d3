import { checkoutScriptUrls, PAYMENT_CURRENCY } from '@karigar/domain/payment';
import type { PayLinkCheckoutAnswer, PayLinkVerifyBody } from '@karigar/domain/payment-reminders';
import type { Tx } from '../../db/client';
import { RazorpayPaymentProvider } from '../../lib/payments/razorpay-provider';
import { openCheckout } from '../payments/create-payment-order';
import { openPaymentLink } from '../payments/open-payment-link';
import type { PaymentDeps } from '../payments/payment-deps';
import { confirmCheckout } from '../payments/verify-payment';
import { openPayLink } from './pay-link';
import { saveProviderLink } from './pay-links.repository';

/** Who pays through a pay link, for the activity log: no account. */
const PAYER = { id: null, name: 'A pay link' } as const;

/**
 * POST /api/pay/:token/checkout: starts paying what the link's order owes (computed here). In the
 * sandbox, the built-in checkout opens for a provider order made as for the customer's own checkout;
 * live, the payer goes to a Razorpay Payment Link for the amount (reused while open and the same).
 */
export async function payLinkCheckout(deps: PaymentDeps, token: string, ip: string): Promise<PayLinkCheckoutAnswer> {
  const { link, order } = await openPayLink(deps.db, token);
  if (deps.provider instanceof RazorpayPaymentProvider) {
    const { providerLinkId: id, providerLinkUrl: url, providerLinkAmountPaise: amountPaise } = link;
    const remember = (tx: Tx, made: { id: string; shortUrl: string; amountPaise: number }) =>
      saveProviderLink(tx, link.id, { id: made.id, url: made.shortUrl, amountPaise: made.amountPaise });
    const request = {
      last: id && url && amountPaise !== null ? { id, url, amountPaise } : null,
      callbackUrl: `${deps.config.appUrl}/pay/${token}`,
      expiresAt: link.expiresAt,
      remember,
    };
    return { kind: 'redirect', url: await openPaymentLink({ ...deps, provider: deps.provider }, order, request, ip) };
  }
  const created = await openCheckout(deps, order, PAYER, { orderId: order.id, currency: PAYMENT_CURRENCY }, ip);
  return {
    kind: 'checkout',
    keyId: created.keyId,
    provider: created.provider,
    checkoutScriptUrl: checkoutScriptUrls[deps.config.payments.mode],
    order: { id: created.order.id, amount: created.order.amount, currency: created.order.currency },
  };
}

/**
 * POST /api/pay/:token/verify: the sandbox checkout's confirmation, checked and applied exactly as a
 * signed-in customer's, for the link's order only.
 */
export async function payLinkVerify(
  deps: PaymentDeps,
  token: string,
  input: PayLinkVerifyBody,
  ip: string,
): Promise<{ paid: true }> {
  const { order } = await openPayLink(deps.db, token);
  await confirmCheckout(deps, order, PAYER, input, ip);
  return { paid: true };
}
