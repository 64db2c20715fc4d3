import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';
import { FakeCheckout, ORDER_ID, paidOrder, paymentApi, setUpPaymentTests } from './payment-test-support';

setUpPaymentTests();

describe('payment widget views', () => {
  it('shows a paid order with each payment received (date, method, amount, receipt), the total and no pay button', async () => {
    paymentApi({ order: paidOrder });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    const row = (await screen.findByText('Receipt R-9C8B7A60')).closest('li');
    expect(row?.parentElement?.children).toHaveLength(1);
    expect(row).toHaveTextContent('4 Mar 2026Online (sandbox) · card₹2,360.00Receipt R-9C8B7A60');
    expect(screen.getByText('Received').nextElementSibling).toHaveTextContent('₹2,360.00');
    expect(screen.getByText('Balance due').nextElementSibling).toHaveTextContent('₹0.00');
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

  it("shows admins the payment state in words, never a raw status, with each received payment's receipt", async () => {
    paymentApi({ role: 'admin' });
    const first = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Not paid yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    first.unmount();

    paymentApi({ role: 'admin', order: paidOrder });
    renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(await screen.findByText('Receipt R-9C8B7A60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    await i18n.changeLanguage('mr');
    expect(await screen.findByText('पेमेंटची स्थिती: पूर्ण भरले')).toBeInTheDocument();
  });

  it('shows no success line on a paid order that was not just paid here', async () => {
    paymentApi({ order: paidOrder });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(screen.queryByText('Payment Verified & Order Updated!')).not.toBeInTheDocument();
  });

  it("shows the paid view when the order was paid elsewhere and create-order answers 'already paid'", async () => {
    window.Razorpay = FakeCheckout;
    let paidElsewhere = false;
    paymentApi({
      order: anOrder(),
      createOrder: () => {
        paidElsewhere = true;
        return { status: 409, body: { message: 'This order is already paid', code: 'ORDER_ALREADY_PAID' } };
      },
      current: () => (paidElsewhere ? paidOrder : undefined),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('This order is already paid')).toBeInTheDocument();
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(await screen.findByText('Receipt R-9C8B7A60')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay Now|Retry Payment/ })).not.toBeInTheDocument();
    expect(FakeCheckout.opened).toHaveLength(0);
  });

  it("marks the sandbox's checkout and an order paid through it 'Sandbox — no real money', for customers and admins", async () => {
    paymentApi();
    const pending = renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Sandbox — no real money')).toBeInTheDocument();
    pending.unmount();

    paymentApi({ role: 'admin', order: paidOrder, mode: 'live' });
    const paidInSandbox = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Sandbox — no real money')).toBeInTheDocument();
    await i18n.changeLanguage('mr');
    expect(await screen.findByText('सँडबॉक्स — खरे पैसे नाहीत')).toBeInTheDocument();
    paidInSandbox.unmount();
    await i18n.changeLanguage('en');

    const paidLive = { ...paidOrder, paymentInfo: { ...paidOrder.paymentInfo, provider: 'razorpay' as const } };
    paymentApi({ order: paidLive, mode: 'sandbox' });
    const live = renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Paid')).toBeInTheDocument();
    expect(screen.queryByText('Sandbox — no real money')).not.toBeInTheDocument();
    live.unmount();

    const { calls } = paymentApi({ mode: 'live' });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/payments/config')).toBe(true));
    expect(screen.queryByText('Sandbox — no real money')).not.toBeInTheDocument();
  });

  it("shows the workshop 'Refund due ₹X' and the customer a plain note of the refund", async () => {
    const owed = { ...paidOrder, refundDue: 2360 };
    paymentApi({ role: 'admin', order: owed });
    const admin = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Refund due ₹2,360.00')).toBeInTheDocument();
    await i18n.changeLanguage('mr');
    expect(await screen.findByText('परतावा देय ₹2,360.00')).toBeInTheDocument();
    admin.unmount();
    await i18n.changeLanguage('en');

    paymentApi({ order: owed });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(
      await screen.findByText('A refund of ₹2,360.00 is due to you for a payment this order did not need.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Refund due/)).not.toBeInTheDocument();
  });
});
