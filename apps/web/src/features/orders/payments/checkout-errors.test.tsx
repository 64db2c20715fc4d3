import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { FakeCheckout, ORDER_ID, paymentApi, SCRIPT, setUpPaymentTests } from './payment-test-support';

setUpPaymentTests();

describe('checkout set-up failures', () => {
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

    answer = { status: 409, body: { message: 'This order is already paid', code: 'ORDER_ALREADY_PAID' } };
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument();
    expect(FakeCheckout.opened).toHaveLength(0);
  });
});
