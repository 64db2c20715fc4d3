import type { CheckoutFailure } from '@karigar/domain/payment';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { anOrder, mockOrdersApi, type OrdersCall } from '../test-support';
import type { CheckoutOptions } from './checkout-types';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER_PATH = `/api/orders/${ORDER_ID}`;
const SCRIPT = '/api/payments/sandbox/checkout.js';

/** A stand-in for Razorpay Checkout: records what each checkout was opened with. */
class FakeCheckout {
  static opened: FakeCheckout[] = [];
  failed: ((response: CheckoutFailure) => void)[] = [];
  constructor(readonly options: CheckoutOptions) {}
  on(_event: 'payment.failed', callback: (response: CheckoutFailure) => void) {
    this.failed.push(callback);
    return this;
  }
  open() {
    FakeCheckout.opened.push(this);
    return this;
  }
  fail(description: string) {
    const error = {
      code: 'BAD_REQUEST_ERROR',
      description,
      reason: 'payment_failed',
      source: 'customer',
      step: 'payment_authorization',
      metadata: { order_id: this.options.order_id, payment_id: 'pay_x' },
    };
    for (const callback of this.failed) callback({ error });
  }
}

afterEach(() => {
  FakeCheckout.opened = [];
  delete window.Razorpay;
});

const paidOrder = anOrder({
  paymentStatus: 'paid',
  paymentInfo: {
    status: 'paid',
    paidAt: '2026-03-04T06:00:00.000Z',
    razorpayPaymentId: 'pay_Q1w2E3r4T5y6U7',
    providerPaymentId: 'pay_Q1w2E3r4T5y6U7',
    failureReason: null,
    amount: 2360,
  },
});

interface Options {
  order?: ReturnType<typeof anOrder>;
  role?: 'user' | 'admin';
  createOrder?: (call: OrdersCall) => { status?: number; body?: unknown };
  verify?: (call: OrdersCall) => { status?: number; body?: unknown };
  /** The order as stored now, when something other than this page changed it. */
  current?: () => ReturnType<typeof anOrder> | undefined;
}

/** The customer's order page with the payments API behind it; the order turns paid once verified. */
function paymentApi({ order = anOrder(), role = 'user', createOrder, verify, current: stored }: Options = {}) {
  signIn();
  let current = order;
  let attempt = 0;
  return mockOrdersApi({
    'GET /api/auth/me': () => ({ body: aUser({ role }) }),
    [`GET ${ORDER_PATH}`]: () => ({ body: stored?.() ?? current }),
    'GET /api/payments/config': () => ({
      body: { mode: 'sandbox', keyId: 'rzp_test_sandbox', checkoutScriptUrl: SCRIPT },
    }),
    'POST /api/payments/create-order': (call) => {
      attempt += 1;
      return (
        createOrder?.(call) ?? {
          body: {
            success: true,
            message: 'Payment order created',
            keyId: 'rzp_test_sandbox',
            order: {
              id: `order_${attempt}`,
              amount: 236000,
              currency: 'INR',
              receipt: 'r',
              notes: { orderId: ORDER_ID },
            },
          },
        }
      );
    },
    'POST /api/payments/verify': (call) => {
      const answer = verify?.(call);
      if (answer) return answer;
      current = paidOrder;
      return {
        body: {
          success: true,
          message: 'Payment Verified & Order Updated!',
          orderId: ORDER_ID,
          paymentInfo: paidOrder.paymentInfo,
        },
      };
    },
  });
}

// The pages' code is loaded once up front, so the first test does not wait for it.
beforeAll(async () => {
  await import('../pages/order-detail-page');
});

describe('payment widget', () => {
  it('shows a paid order with its amount, transaction id and time, and no pay button', async () => {
    paymentApi({ order: paidOrder });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(screen.getByText('Amount Paid').nextElementSibling).toHaveTextContent('₹2,360.00');
    expect(screen.getByText('Transaction ID').nextElementSibling).toHaveTextContent('pay_Q1w2E3r4T5y6U7');
    expect(screen.getByText('Paid At').nextElementSibling).toHaveTextContent(/4 Mar 2026/);
    expect(screen.queryByRole('button', { name: /Pay Now|Retry Payment/ })).not.toBeInTheDocument();
  });

  it('shows a failed payment with its reason, or the default text, and a retry', async () => {
    const failed = anOrder({
      paymentStatus: 'failed',
      paymentInfo: { ...anOrder().paymentInfo, status: 'failed', failureReason: 'Card expired' },
    });
    paymentApi({ order: failed });
    const first = renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Card expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeInTheDocument();
    first.unmount();

    paymentApi({ order: { ...failed, paymentInfo: { ...failed.paymentInfo, failureReason: null } } });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
  });

  it("shows admins only 'Payment status: X' with the spec's lower-case status word, translated in Marathi", async () => {
    paymentApi({ role: 'admin' });
    const first = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    first.unmount();

    paymentApi({ role: 'admin', order: paidOrder });
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: paid')).toBeInTheDocument();
    expect(screen.queryByText('Amount Paid')).not.toBeInTheDocument();
    await i18n.changeLanguage('mr');
    expect(await screen.findByText('पेमेंटची स्थिती: भरले')).toBeInTheDocument();
  });

  it("pays: opens the checkout prefilled, verifies, reloads and says 'Payment Successful!'", async () => {
    window.Razorpay = FakeCheckout;
    const { calls } = paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const checkout = FakeCheckout.opened[0] as FakeCheckout;
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 236000,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Karigar',
      description: 'Order #3F2A9B1C: Fiberglass Roofing',
      prefill: { name: 'Asha Patil', email: 'asha@example.com', contact: '9876543210' },
      theme: { color: '#2563eb' },
    });
    expect(calls.find((call) => call.url.pathname === '/api/payments/create-order')?.body).toEqual({
      orderId: ORDER_ID,
      currency: 'INR',
      retry: false,
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

    checkout.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/payments/verify')?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
      orderId: ORDER_ID,
    });
    expect(screen.getByText('Payment status: Paid')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment Verified & Order Updated!');
    expect(calls.filter((call) => call.url.pathname === '/api/payments/config')).toHaveLength(1);
  });

  it('shows no success line on a paid order that was not just paid here', async () => {
    paymentApi({ order: paidOrder });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(screen.queryByText('Payment Verified & Order Updated!')).not.toBeInTheDocument();
  });

  it('says nothing more when the checkout is closed after a declined payment', async () => {
    window.Razorpay = FakeCheckout;
    paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const checkout = FakeCheckout.opened[0] as FakeCheckout;
    checkout.fail('Payment declined by the bank (sandbox)');
    expect(await screen.findByText('Payment declined by the bank (sandbox)')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retry Payment' })).getByRole('button', { name: 'No' }),
    );

    checkout.options.modal.ondismiss();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Payment window closed')).not.toBeInTheDocument();
    expect(screen.getAllByText('Payment declined by the bank (sandbox)')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Retry Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  });

  it("shows the paid view when the order was paid elsewhere and create-order answers 'already paid'", async () => {
    window.Razorpay = FakeCheckout;
    let paidElsewhere = false;
    paymentApi({
      order: anOrder(),
      createOrder: () => {
        paidElsewhere = true;
        return { status: 409, body: { message: 'This order is already paid', code: 'CONFLICT' } };
      },
      current: () => (paidElsewhere ? paidOrder : undefined),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument();
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(screen.getByText('Transaction ID').nextElementSibling).toHaveTextContent('pay_Q1w2E3r4T5y6U7');
    expect(screen.queryByRole('button', { name: /Pay Now|Retry Payment/ })).not.toBeInTheDocument();
    expect(FakeCheckout.opened).toHaveLength(0);
  });

  it('after a declined payment offers a retry, which makes a new payment order', async () => {
    window.Razorpay = FakeCheckout;
    const { calls } = paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    FakeCheckout.opened[0]?.fail('Payment declined by the bank (sandbox)');

    expect(await screen.findByText('Payment declined by the bank (sandbox)')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Retry Payment' });
    expect(dialog).toHaveTextContent('Your last payment attempt failed. Do you want to try again?');
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(2));
    expect(FakeCheckout.opened[1]?.options.order_id).toBe('order_2');
    const creates = calls.filter((call) => call.url.pathname === '/api/payments/create-order');
    expect(creates.map((call) => (call.body as { retry: boolean }).retry)).toEqual([false, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("falls back to 'Payment failed. Please try again.' when the provider gives no reason", async () => {
    window.Razorpay = FakeCheckout;
    paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const checkout = FakeCheckout.opened[0] as FakeCheckout;
    for (const callback of checkout.failed)
      callback({
        error: {
          code: '',
          description: '',
          reason: '',
          source: '',
          step: '',
          metadata: { order_id: '', payment_id: '' },
        },
      });
    expect(await screen.findByText('Payment failed. Please try again.')).toBeInTheDocument();
  });

  it("says 'Payment window closed' when the checkout is closed, asks to retry and offers 'Retry Payment'", async () => {
    window.Razorpay = FakeCheckout;
    paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    FakeCheckout.opened[0]?.options.modal.ondismiss();
    expect(await screen.findByText('Payment window closed')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Retry Payment' });
    expect(dialog).toHaveTextContent('Your last payment attempt failed. Do you want to try again?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog', { name: 'Retry Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  });

  it("says 'Payment verification failed' when the server rejects the payment", async () => {
    window.Razorpay = FakeCheckout;
    paymentApi({
      verify: () => ({ status: 400, body: { message: 'Payment verification failed', code: 'BAD_REQUEST' } }),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    FakeCheckout.opened[0]?.options.handler({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'bad',
    });
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
  });

  it("loads the checkout script at run time and says 'Failed to load payment processor' when it cannot", async () => {
    paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Failed to load payment processor')).toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("says 'Razorpay SDK not loaded' when the script defines no checkout", async () => {
    const { calls } = paymentApi();
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    script.dispatchEvent(new Event('load'));
    expect(await screen.findByText('Razorpay SDK not loaded')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/payments/create-order')).toBe(false);
  });

  it("says 'Failed to create payment order' when the answer has no order id, or the server's reason", async () => {
    window.Razorpay = FakeCheckout;
    let answer: { status?: number; body?: unknown } = { body: { success: true, message: 'Payment order created' } };
    paymentApi({ createOrder: () => answer });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Failed to create payment order')).toBeInTheDocument();

    answer = { status: 409, body: { message: 'This order is already paid', code: 'CONFLICT' } };
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument();
    expect(FakeCheckout.opened).toHaveLength(0);
  });
});
