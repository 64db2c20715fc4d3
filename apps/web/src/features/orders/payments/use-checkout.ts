import type { Order } from '@karigar/domain/order-answer';
import { PAYMENT_CURRENCY, type CheckoutFailure, type CheckoutSuccess } from '@karigar/domain/payment';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { orderServiceName } from '../../../lib/service-text';
import { apiErrorText } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/current-user';
import { notifyOnScreen } from '../../../lib/notify';
import { orderKey } from '../api/get-order';
import { createPaymentOrder } from './api/create-payment-order';
import { paymentConfigQuery } from './api/get-payment-config';
import { verifyPayment } from './api/verify-payment';
import { checkoutConstructor } from './load-checkout-script';
import { initialPaymentState, paymentReducer } from './payment-reducer';

/** The checkout's theme colour (blue); it shows the business name in the reader's language. */
export const CHECKOUT_COLOR = '#2563eb';

/**
 * The payment flow of spec section 4: make a payment order for the order in INR, open the
 * provider's checkout (its script loaded at run time) prefilled with the signed-in user, then
 * verify the three values it hands back, reload the order and say 'Payment Successful!'. A
 * declined payment or a closed checkout says so, turns the button into 'Retry Payment' and asks
 * whether to try again (`retryAsked`).
 */
export function useCheckout(order: Order) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const [retryAsked, setRetryAsked] = useState(false);

  const reloadOrder = () => queryClient.invalidateQueries({ queryKey: orderKey(order._id) });

  const fail = (message: string) => {
    dispatch({ type: 'create/failed', error: message });
    notifyOnScreen('error', message);
  };

  const verify = async (response: CheckoutSuccess) => {
    dispatch({ type: 'verify/start' });
    try {
      await verifyPayment({
        razorpay_order_id: response.razorpay_order_id,
        razorpay_payment_id: response.razorpay_payment_id,
        razorpay_signature: response.razorpay_signature,
        orderId: order._id,
      });
    } catch (error) {
      const message = apiErrorText(t, error, t('errors.paymentVerificationFailed'));
      dispatch({ type: 'verify/failed', error: message });
      notifyOnScreen('error', message);
      // Not needed for the order (its checkout was replaced, or it was paid or cancelled meanwhile): show the refund due.
      if (error instanceof ApiError && error.status === 409) void reloadOrder();
      return;
    }
    await reloadOrder();
    dispatch({ type: 'verify/succeeded' });
    notifyOnScreen('success', t('toasts.paymentSuccessful'));
  };

  /** A checkout's declined payment and closed window; closing it after a decline says nothing more. */
  const checkoutEvents = () => {
    let declined = false;
    const onFailed = (response: CheckoutFailure) => {
      declined = true;
      // The payment provider's own words, as it gives them.
      const message = response.error.description || response.error.reason || t('errors.paymentFailed');
      dispatch({ type: 'checkout/failed', error: message });
      notifyOnScreen('error', message);
      setRetryAsked(true);
      void reloadOrder();
    };
    const onDismissed = () => {
      dispatch({ type: 'checkout/dismissed' });
      if (declined) return;
      notifyOnScreen('error', t('errors.paymentWindowClosed'));
      setRetryAsked(true);
    };
    return { onFailed, onDismissed };
  };

  const start = async (retry: boolean, payInFull = false) => {
    setRetryAsked(false);
    dispatch({ type: 'create/start' });
    let config;
    try {
      config = await queryClient.fetchQuery(paymentConfigQuery);
    } catch (error) {
      fail(apiErrorText(t, error, t('errors.paymentInitiationFailed')));
      return;
    }
    const Checkout = await checkoutConstructor(config.checkoutScriptUrl);
    if (typeof Checkout === 'string') {
      fail(t(Checkout));
      return;
    }
    let created;
    try {
      created = await createPaymentOrder({
        orderId: order._id,
        currency: PAYMENT_CURRENCY,
        retry,
        ...(payInFull && { payInFull }),
      });
    } catch (error) {
      fail(apiErrorText(t, error, t('errors.createPaymentOrderFailed')));
      // Paid meanwhile (another tab, or a webhook): reloading shows the paid view instead of 'Pay Now'.
      if (error instanceof ApiError && error.code === 'ORDER_ALREADY_PAID') void reloadOrder();
      return;
    }
    const providerOrder = created.order as typeof created.order | undefined;
    if (!providerOrder?.id) {
      fail(t('errors.createPaymentOrderFailed'));
      return;
    }
    dispatch({ type: 'create/succeeded', providerOrderId: providerOrder.id });
    const { onFailed, onDismissed } = checkoutEvents();
    try {
      const checkout = new Checkout({
        key: config.keyId,
        amount: providerOrder.amount,
        currency: providerOrder.currency,
        order_id: providerOrder.id,
        name: t('app.name'),
        description: t('payments.checkoutDescription', {
          ref: order.orderNumber,
          service: orderServiceName(order, i18n.language),
        }),
        prefill: {
          name: user?.name ?? order.name,
          email: user?.email ?? order.email ?? '',
          contact: user?.phone ?? order.phone ?? '',
        },
        theme: { color: CHECKOUT_COLOR },
        handler: (response) => void verify(response),
        modal: { ondismiss: onDismissed },
      });
      checkout.on('payment.failed', onFailed);
      checkout.open();
    } catch {
      fail(t('errors.paymentInitiationFailed'));
    }
  };

  return { state, start, retryAsked, dismissRetry: () => setRetryAsked(false) };
}

export type CheckoutFlow = ReturnType<typeof useCheckout>;
