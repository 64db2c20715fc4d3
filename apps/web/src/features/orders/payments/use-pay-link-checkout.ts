import type { CheckoutSuccess } from '@karigar/domain/payment';
import type { PayLinkDetails } from '@karigar/domain/payment-reminders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { checkoutConstructor } from './load-checkout-script';
import { CHECKOUT_COLOR } from './use-checkout';
import { startPayLinkCheckout, verifyPayLinkPayment } from './api/pay-link';

export type PayLinkState =
  { step: 'ready' } | { step: 'paying' } | { step: 'paid' } | { step: 'failed'; message: string };

/**
 * Paying a pay link signed out: the server starts a checkout for the amount due; live, the payer is
 * sent to Razorpay's Payment Link page (which brings them back here); in the sandbox, the built-in
 * checkout opens and its confirmation is verified for the link's order.
 */
export function usePayLinkCheckout(token: string, details: PayLinkDetails | undefined) {
  const { t } = useTranslation();
  const [state, setState] = useState<PayLinkState>({ step: 'ready' });
  const fail = (message: string) => setState({ step: 'failed', message });

  const verify = async (response: CheckoutSuccess) => {
    try {
      await verifyPayLinkPayment(token, response);
      setState({ step: 'paid' });
    } catch (error) {
      fail(apiErrorText(t, error, t('errors.paymentVerificationFailed')));
    }
  };

  const pay = async () => {
    if (!details) return;
    setState({ step: 'paying' });
    let started;
    try {
      started = await startPayLinkCheckout(token);
    } catch (error) {
      fail(apiErrorText(t, error, t('payLink.startFailed')));
      return;
    }
    if (started.kind === 'redirect') {
      window.location.assign(started.url);
      return;
    }
    const Checkout = await checkoutConstructor(started.checkoutScriptUrl);
    if (typeof Checkout === 'string') {
      fail(t(Checkout));
      return;
    }
    const checkout = new Checkout({
      key: started.keyId,
      amount: started.order.amount,
      currency: started.order.currency,
      order_id: started.order.id,
      name: details.workshop,
      description: t('payLink.checkoutDescription', { ref: details.orderRef }),
      prefill: { name: '', email: '', contact: '' },
      theme: { color: CHECKOUT_COLOR },
      handler: (response) => void verify(response),
      modal: { ondismiss: () => setState((now) => (now.step === 'paying' ? { step: 'ready' } : now)) },
    });
    checkout.on('payment.failed', (response) => fail(response.error.description || t('errors.paymentFailed')));
    checkout.open();
  };

  return { state, pay };
}
