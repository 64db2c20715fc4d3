import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../../../lib/notify';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';
import { FakeCheckout, ORDER_ID, paymentApi, setUpPaymentTests } from './payment-test-support';

setUpPaymentTests();

describe('paying through the checkout', () => {
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
    expect(screen.getByText('Payment Verified & Order Updated!')).toHaveAttribute('role', 'status');
    expect(calls.filter((call) => call.url.pathname === '/api/payments/config')).toHaveLength(1);
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
    // Toasts show in the order they are raised: once this one shows, one the dismissal raised would have too.
    notify('success', 'Raised after the dismissal');
    expect(await screen.findByText('Raised after the dismissal')).toBeInTheDocument();
    expect(screen.queryByText('Payment window closed')).not.toBeInTheDocument();
    expect(screen.getAllByText('Payment declined by the bank (sandbox)')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Retry Payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeEnabled();
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
      verify: () => ({
        status: 400,
        body: { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' },
      }),
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

  it('says a payment the order did not need will be refunded, and shows the refund due on the reloaded order', async () => {
    window.Razorpay = FakeCheckout;
    let refunded = false;
    paymentApi({
      verify: () => {
        refunded = true;
        return {
          status: 409,
          body: {
            message: 'This payment was not needed for the order and will be refunded',
            code: 'PAYMENT_REFUND_DUE',
          },
        };
      },
      current: () => (refunded ? anOrder({ refundDue: 2360 }) : undefined),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    FakeCheckout.opened[0]?.options.handler({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    expect(
      await screen.findByText('This payment was not needed for the order and will be refunded'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('A refund of ₹2,360.00 is due to you for a payment this order did not need.'),
    ).toBeInTheDocument();
  });
});
