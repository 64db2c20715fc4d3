import type { OrderPayment } from '@karigar/domain/recorded-payment';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { mockApi } from '../../../test/mock-api';
import { anOrder } from '../test-support';
import { onlinePayment, ORDER_ID, setUpPaymentTests } from './payment-test-support';

setUpPaymentTests();

const ORDER_PATH = `/api/orders/${ORDER_ID}`;
const cash: OrderPayment = {
  ...onlinePayment,
  _id: '1a2b3c4d-0000-4000-8000-000000000003',
  amount: 100000,
  provider: 'manual',
  method: 'cash',
  providerOrderId: 'manual_1',
  providerPaymentId: 'manual_1',
  paidAt: '2026-03-01T06:00:00.000Z',
};
const voided: OrderPayment = { ...cash, _id: '5e6f7a8b-0000-4000-8000-000000000004', status: 'voided' };
const failed: OrderPayment = { ...onlinePayment, _id: '0f0e0d0c-0000-4000-8000-000000000005', status: 'failed' };

function customerOrder(payments: OrderPayment[]) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser() }),
    [`GET ${ORDER_PATH}`]: () => ({
      body: anOrder({ totalAmount: 290280, amountPaid: 100000, amountDue: 190280 }),
    }),
    [`GET ${ORDER_PATH}/payments`]: () => ({ body: { payments } }),
    'GET /api/payments/config': () => ({ body: { mode: 'live', keyId: 'rzp_test', checkoutScriptUrl: '/x.js' } }),
    [`GET ${ORDER_PATH}/payments/${cash._id}/receipt`]: () =>
      new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
  });
}

describe("the customer's payments", () => {
  it('reads a part payment in words and lists only what was received, with the balance', async () => {
    customerOrder([failed, voided, cash]);
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByText('Payment status: Part paid: ₹1,00,000.00 of ₹2,90,280.00')).toBeInTheDocument();
    const row = (await screen.findByText('Receipt R-1A2B3C4D')).closest('li');
    expect(row?.parentElement?.children).toHaveLength(1);
    expect(row).toHaveTextContent('1 Mar 2026Cash₹1,00,000.00Receipt R-1A2B3C4D');
    expect(screen.getByText('Received').nextElementSibling).toHaveTextContent('₹1,00,000.00');
    expect(screen.getByText('Balance due').nextElementSibling).toHaveTextContent('₹1,90,280.00');
    expect(screen.queryByText(/Transaction ID|manual_1|Payment attempts|pending/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

    await i18n.changeLanguage('mr');
    expect(await screen.findByText('पेमेंटची स्थिती: अंशतः भरले: ₹2,90,280.00 पैकी ₹1,00,000.00')).toBeInTheDocument();
    expect(screen.getByText('पावती R-1A2B3C4D')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it("downloads a payment's receipt in the current language as receipt-{number}.pdf", async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { calls } = customerOrder([cash]);
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await i18n.changeLanguage('mr');
    await user.click(await screen.findByRole('button', { name: 'पावती R-1A2B3C4D' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('receipt-R-1A2B3C4D.pdf');
    const receiptCall = calls.find((call) => call.url.pathname.endsWith('/receipt'));
    expect(receiptCall?.url.searchParams.get('lang')).toBe('mr');
    await i18n.changeLanguage('en');
  });
});
