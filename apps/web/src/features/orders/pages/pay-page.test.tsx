import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { FakeCheckout } from '../payments/payment-test-support';

const TOKEN = 'Abc_123-tokenTOKENtokenTOKENtokenTOKENtoken';
const details = { orderRef: '#3F2A9B1C', workshop: 'Shinde Fiberglass', amountDuePaise: 100_000, currency: 'INR' };

afterEach(() => {
  FakeCheckout.opened = [];
  delete window.Razorpay;
});

describe('the pay link page', () => {
  it('shows only the order reference, the workshop and the amount due, and pays it in the sandbox', async () => {
    window.Razorpay = FakeCheckout;
    const { calls } = mockApi({
      [`GET /api/pay/${TOKEN}`]: () => ({ body: details }),
      [`POST /api/pay/${TOKEN}/checkout`]: () => ({
        body: {
          kind: 'checkout',
          keyId: 'rzp_test_sandbox',
          provider: 'sandbox',
          checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
          order: { id: 'order_1', amount: 100_000, currency: 'INR' },
        },
      }),
      [`POST /api/pay/${TOKEN}/verify`]: () => ({ body: { paid: true } }),
    });
    const { user } = renderApp(`/pay/${TOKEN}`);
    expect(await screen.findByText('Shinde Fiberglass')).toBeInTheDocument();
    expect(screen.getByText('#3F2A9B1C')).toBeInTheDocument();
    expect(screen.getByText('₹1,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,000.00' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    const checkout = FakeCheckout.opened[0]!;
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 100_000,
      order_id: 'order_1',
      name: 'Shinde Fiberglass',
      description: 'Order #3F2A9B1C',
    });
    checkout.options.handler({ razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === `/api/pay/${TOKEN}/verify`)?.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
  });

  it('says why a declined payment failed and keeps the Pay button', async () => {
    window.Razorpay = FakeCheckout;
    mockApi({
      [`GET /api/pay/${TOKEN}`]: () => ({ body: details }),
      [`POST /api/pay/${TOKEN}/checkout`]: () => ({
        body: {
          kind: 'checkout',
          keyId: 'k',
          provider: 'sandbox',
          checkoutScriptUrl: '/api/payments/sandbox/checkout.js',
          order: { id: 'order_2', amount: 100_000, currency: 'INR' },
        },
      }),
    });
    const { user } = renderApp(`/pay/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,000.00' }));
    await waitFor(() => expect(FakeCheckout.opened).toHaveLength(1));
    FakeCheckout.opened[0]!.fail('Card declined by the bank');
    expect(await screen.findByRole('alert')).toHaveTextContent('Card declined by the bank');
    expect(screen.getByRole('button', { name: 'Pay ₹1,000.00' })).toBeEnabled();
  });

  it('thanks the payer for a link already used', async () => {
    mockApi({
      [`GET /api/pay/${TOKEN}`]: () => ({
        status: 409,
        body: { message: 'This order is already paid', code: 'ORDER_ALREADY_PAID' },
      }),
    });
    renderApp(`/pay/${TOKEN}`);
    expect(await screen.findByText('This order is paid. Thank you!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says an expired or unknown link is not valid any more', async () => {
    mockApi({
      [`GET /api/pay/${TOKEN}`]: () => ({
        status: 404,
        body: { message: 'This payment link is not valid any more.', code: 'PAY_LINK_INVALID' },
      }),
    });
    renderApp(`/pay/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link has expired or is no longer valid');
  });

  it("thanks the payer coming back from Razorpay's page", async () => {
    mockApi({ [`GET /api/pay/${TOKEN}`]: () => ({ body: details }) });
    renderApp(`/pay/${TOKEN}?razorpay_payment_link_status=paid&razorpay_payment_id=pay_9`);
    expect(
      await screen.findByText('Your payment is being confirmed. The workshop will see it on your order.'),
    ).toBeInTheDocument();
  });
});
