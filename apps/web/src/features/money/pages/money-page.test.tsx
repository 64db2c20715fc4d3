import type { DayBookAnswer, DuesAnswer, RefundsAnswer } from '@karigar/domain/money-book';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const admin = aUser({ role: 'admin', name: 'Ravi Admin', email: 'admin@localhost' });
const none = { cash: 0, upi: 0, bank: 0, cheque: 0, online: 0 };
const orderId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const book: DayBookAnswer = {
  from: '2026-11-01',
  to: '2026-11-30',
  days: [
    { date: '2026-11-03', amounts: { ...none, cash: 1_000, upi: 500 }, total: 1_500 },
    { date: '2026-11-04', amounts: { ...none, online: 2_950 }, total: 2_950 },
  ],
  totals: { amounts: { ...none, cash: 1_000, upi: 500, online: 2_950 }, total: 4_450, received: 4_650, paidOut: 200 },
};
const dues: DuesAnswer = {
  asOf: '2026-12-07',
  customers: [{ userId: 'u1', name: 'Asha Patil', orders: 2, upTo30: 1_000, upTo60: 2_360, over60: 0, total: 3_360 }],
  totals: { upTo30: 1_000, upTo60: 2_360, over60: 0, total: 3_360 },
};
const refunds: RefundsAnswer = {
  due: [{ orderId, orderNumber: '1A2B3C4D', customer: 'Ravi Kulkarni', amount: 2_950 }],
  made: [],
  totals: { due: 2_950, made: 0 },
};

function adminApi(routes: Parameters<typeof mockApi>[0]) {
  signIn();
  return mockApi({ 'GET /api/auth/me': () => ({ body: admin }), ...routes });
}

const figures = {
  'GET /api/money/day-book': () => ({ body: book }),
  'GET /api/money/dues': () => ({ body: dues }),
  'GET /api/money/refunds': () => ({ body: refunds }),
};

describe('/admin/money', () => {
  it('shows the day book by day and method, the aged dues and the refunds, with totals in rupees', async () => {
    adminApi(figures);
    renderApp('/admin/money');
    expect(await screen.findByRole('heading', { level: 1, name: 'Money' })).toBeInTheDocument();
    const dayBook = await screen.findByRole('table', { name: 'Day book' });
    const [header, first] = within(dayBook).getAllByRole('row');
    expect(header).toHaveTextContent('DateCashUPIBankChequeOnlineTotal');
    expect(first).toHaveTextContent('3 Nov 2026₹1,000.00₹500.00₹0.00₹0.00₹0.00₹1,500.00');
    expect(within(dayBook).getAllByRole('row').at(-1)).toHaveTextContent(
      'Total₹1,000.00₹500.00₹0.00₹0.00₹2,950.00₹4,450.00',
    );
    expect(screen.getByText('Received ₹4,650.00 · Paid out ₹200.00')).toBeInTheDocument();
    const owed = screen.getByRole('table', { name: 'Due by customer' });
    expect(within(owed).getByRole('link', { name: 'Asha Patil' })).toHaveAttribute('href', '/admin/users/u1');
    expect(within(owed).getAllByRole('row')[1]).toHaveTextContent('Asha Patil2₹1,000.00₹2,360.00₹0.00₹3,360.00');
    expect(screen.getByRole('heading', { name: 'Refunds due: ₹2,950.00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#1A2B3C4D' })).toHaveAttribute('href', `/admin/orders/${orderId}`);
    expect(screen.getByText('No refund was made on these dates.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Export CSV/ })).toHaveLength(3);
  });

  it('asks for the day book and refunds of the dates chosen, this month until then', async () => {
    const { calls } = adminApi(figures);
    renderApp('/admin/money');
    await screen.findByRole('table', { name: 'Day book' });
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue(`${(screen.getByLabelText('To') as HTMLInputElement).value.slice(0, 8)}01`);
    fireEvent.change(from, { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await screen.findByRole('table', { name: 'Day book' });
    expect(calls.map((call) => call.path)).toContain('/api/money/day-book?from=2026-10-01&to=2026-10-31');
    expect(calls.map((call) => call.path)).toContain('/api/money/refunds?from=2026-10-01&to=2026-10-31');
  });

  it('says so when a part cannot be loaded, and what to do when there is nothing', async () => {
    adminApi({
      'GET /api/money/day-book': () => ({ status: 500, body: { code: 'INTERNAL', message: 'x' } }),
      'GET /api/money/dues': () => ({ body: { ...dues, customers: [] } }),
      'GET /api/money/refunds': () => ({ body: { due: [], made: [], totals: { due: 0, made: 0 } } }),
    });
    renderApp('/admin/money');
    expect(await screen.findByText('Could not load these figures. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('No customer owes anything on a billed job.')).toBeInTheDocument();
    expect(screen.getByText('No refund is due.')).toBeInTheDocument();
  });
});
