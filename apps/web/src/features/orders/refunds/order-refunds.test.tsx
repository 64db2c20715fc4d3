import type { Order } from '@karigar/domain/order-answer';
import type { OrderPayment } from '@karigar/domain/recorded-payment';
import type { Refund } from '@karigar/domain/refund';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { loadOrdersPages } from '../components/orders-list-test-support';
import { ORDER_ID, setUpPaymentTests } from '../payments/payment-test-support';
import { anOrder } from '../test-support';

setUpPaymentTests();
loadOrdersPages();

const ORDER_PATH = `/api/orders/${ORDER_ID}`;

const onlinePayment: OrderPayment = {
  _id: '7a1b2c3d-0000-4000-8000-000000000009',
  amount: 2360,
  currency: 'INR',
  status: 'paid',
  provider: 'sandbox',
  method: 'upi',
  providerOrderId: 'order_Abc',
  providerPaymentId: 'pay_Xyz',
  reference: null,
  failureReason: null,
  createdAt: '2026-03-05T05:00:00.000Z',
  paidAt: '2026-03-05T05:00:00.000Z',
  voidedAt: null,
  recordedBy: null,
  voidedBy: null,
  voidReason: null,
};

const made = (overrides: Partial<Refund> = {}): Refund => ({
  _id: 'r1',
  orderId: ORDER_ID,
  paymentId: onlinePayment._id,
  method: 'online',
  amount: 2360,
  reason: 'Job cancelled',
  status: 'processed',
  providerRefundId: 'rfnd_Q1w2e3r4t5y6u7',
  failureReason: null,
  createdAt: '2026-03-06T05:00:00.000Z',
  processedAt: '2026-03-06T05:00:00.000Z',
  createdBy: null,
  ...overrides,
});

/** A cancelled paid order; refunding it clears its refund due. */
function refundApi(role: 'admin' | 'user', order: Order, refunds: Refund[]) {
  signIn();
  const state = { order, refunds, refundable: order.refundDue };
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role, name: role === 'admin' ? 'Ravi Admin' : 'Asha Patil' }) }),
    [`GET ${ORDER_PATH}`]: () => ({ body: state.order }),
    [`GET ${ORDER_PATH}/payments`]: () => ({ body: { payments: [onlinePayment] } }),
    [`GET ${ORDER_PATH}/refunds`]: () => ({ body: { refunds: state.refunds, refundable: state.refundable } }),
    [`POST ${ORDER_PATH}/refunds`]: (call) => {
      const { amount } = call.body as { amount: number };
      state.refunds = [made({ amount }), ...state.refunds];
      state.refundable -= amount;
      state.order = {
        ...state.order,
        refundDue: state.order.refundDue - amount,
        amountPaid: state.order.amountPaid - amount,
      };
      return { status: 201, body: { message: 'Refund processed', refund: state.refunds[0], order: state.order } };
    },
  });
}

const cancelledPaid = anOrder({
  status: 'Cancelled',
  paymentStatus: 'paid',
  amountPaid: 2360,
  amountDue: 0,
  refundDue: 2360,
});

describe('refunds on the order page', () => {
  it('refunds an online payment with the amount prefilled, and the refund due clears', async () => {
    const { calls } = refundApi('admin', cancelledPaid, []);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('Refund due ₹2,360.00')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(2360);
    expect(within(dialog).getByLabelText('How it goes back')).toHaveValue('online');
    expect(within(dialog).getByLabelText('Online payment')).toHaveValue(onlinePayment._id);

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Give a reason for the refund')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Job cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 2360,
      method: 'online',
      paymentId: onlinePayment._id,
      reason: 'Job cancelled',
    });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByText('Refund due ₹2,360.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('refuses more than may be refunded without calling the server, and offers cash without a payment', async () => {
    const { calls } = refundApi('admin', cancelledPaid, []);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.selectOptions(within(dialog).getByLabelText('How it goes back'), 'cash');
    expect(within(dialog).queryByLabelText('Online payment')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '2360.01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Too much');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('A refund cannot be more than what may be refunded')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the customer the refunds of their order, without a Refund button', async () => {
    refundApi('user', { ...cancelledPaid, refundDue: 0 }, [made()]);
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Job cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
