import type { Order } from '@karigar/domain/order-answer';
import type { OrderPayment } from '@karigar/domain/recorded-payment';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { admin, listCalls, loadOrdersPages } from '../components/orders-list-test-support';
import { anOrder, orderList } from '../test-support';
import { mockApi } from '../../../test/mock-api';
import { ORDER_ID, setUpPaymentTests } from './payment-test-support';

setUpPaymentTests();
loadOrdersPages();

const ORDER_PATH = `/api/orders/${ORDER_ID}`;

const recorded = (overrides: Partial<OrderPayment> = {}): OrderPayment => ({
  _id: '7a1b2c3d-0000-4000-8000-000000000001',
  amount: 1000,
  currency: 'INR',
  status: 'paid',
  provider: 'manual',
  method: 'cash',
  providerOrderId: 'manual_1',
  providerPaymentId: 'manual_1',
  reference: 'Receipt 42',
  failureReason: null,
  createdAt: '2026-03-05T05:00:00.000Z',
  paidAt: '2026-03-05T05:00:00.000Z',
  voidedAt: null,
  recordedBy: { _id: 'a1', name: 'Ravi Admin' },
  voidedBy: null,
  voidReason: null,
  ...overrides,
});

/** The admin's order page; record and void change what the order and its payments answer. */
function adminOrderApi(order: Order, payments: OrderPayment[]) {
  signIn();
  const state = { order, payments };
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }),
    [`GET ${ORDER_PATH}`]: () => ({ body: state.order }),
    [`GET ${ORDER_PATH}/payments`]: () => ({ body: { payments: state.payments } }),
    [`POST ${ORDER_PATH}/payments`]: (call) => {
      const { amount } = call.body as { amount: number };
      state.order = {
        ...state.order,
        amountPaid: state.order.amountPaid + amount,
        amountDue: state.order.amountDue - amount,
      };
      state.payments = [recorded({ _id: 'new', amount }), ...state.payments];
      return { status: 201, body: { message: 'Payment recorded', order: state.order } };
    },
    [`POST ${ORDER_PATH}/payments/${recorded()._id}/void`]: () => {
      state.payments = state.payments.map((p) =>
        p._id === recorded()._id
          ? {
              ...p,
              status: 'voided' as const,
              voidedAt: '2026-03-06T05:00:00.000Z',
              voidReason: 'Counted twice',
              voidedBy: { _id: 'a1', name: 'Ravi Admin' },
            }
          : p,
      );
      return { body: { message: 'Payment voided', order: state.order } };
    },
  });
  return api;
}

describe('recorded payments (admin order page)', () => {
  it('records a part payment with the amount due and today as defaults', async () => {
    const { calls } = adminOrderApi(anOrder(), []);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(2360);
    expect(within(dialog).getByLabelText('Date received')).toHaveValue(indiaDate(new Date()));

    await user.selectOptions(within(dialog).getByLabelText('Method'), 'upi');
    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1000');
    await user.type(within(dialog).getByLabelText('Reference (optional)'), 'UTR 5566');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      method: 'upi',
      amount: 1000,
      paidAt: indiaDate(new Date()),
      reference: 'UTR 5566',
    });
    expect(await screen.findByText('Receipt 42')).toBeInTheDocument();
    expect(screen.getByText('Amount Due').nextElementSibling).toHaveTextContent('₹1,360.00');
  });

  it('refuses more than the amount due, nothing, and a future date without calling the server', async () => {
    const { calls } = adminOrderApi(anOrder(), []);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '2360.01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Amount cannot be more than the amount due')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0');
    await user.clear(within(dialog).getByLabelText('Date received'));
    await user.type(within(dialog).getByLabelText('Date received'), '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Amount must be more than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('The payment date cannot be in the future')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists every attempt and voids a recorded payment only with a reason', async () => {
    const online = recorded({
      _id: 'online',
      provider: 'razorpay',
      method: 'card',
      status: 'failed',
      providerOrderId: 'order_Abc',
      providerPaymentId: 'pay_Xyz',
      reference: null,
      recordedBy: null,
      failureReason: 'Card declined',
    });
    const { calls } = adminOrderApi(anOrder({ amountPaid: 1000, amountDue: 1360 }), [recorded(), online]);
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    expect(await screen.findByText('pay_Xyz')).toBeInTheDocument();
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(screen.getByText('Online (Razorpay) · card')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Void' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Counted twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.pathname.endsWith('/void'))?.body).toEqual({ reason: 'Counted twice' });
    expect(await screen.findByText(/Voided by Ravi Admin on .*: Counted twice/)).toBeInTheDocument();
  });
});

describe('payment column and filter (admin orders page)', () => {
  it('shows Paid, Unpaid or Failed with the amount received, and filters by payment', async () => {
    signIn();
    const rows = [
      anOrder({ _id: '00000001-0d4e-4f5a-8b6c-7d8e9f0a1b2c', paymentStatus: 'paid', amountPaid: 2360, amountDue: 0 }),
      anOrder({ _id: '00000002-0d4e-4f5a-8b6c-7d8e9f0a1b2c', amountPaid: 500, amountDue: 1860 }),
      anOrder({ _id: '00000003-0d4e-4f5a-8b6c-7d8e9f0a1b2c', paymentStatus: 'failed' }),
    ];
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList(rows) }),
    });
    const { user } = renderApp('/admin/orders');
    const cells = async (ref: string) => {
      const row = (await screen.findByRole('link', { name: ref })).closest('tr')!;
      return within(row).getAllByRole('cell')[6]!.textContent;
    };
    expect(await cells('00000001')).toBe('Paid₹2,360.00 paid');
    expect(await cells('00000002')).toBe('Unpaid₹500.00 paid');
    expect(await cells('00000003')).toBe('Failed');

    const filter = screen.getByRole('combobox', { name: 'Payment' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Paid', 'Unpaid', 'Failed']);
    await user.selectOptions(filter, 'unpaid');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('payment')).toBe('unpaid'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');
  });
});
