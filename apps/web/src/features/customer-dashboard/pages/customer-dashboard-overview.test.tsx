import type { Order } from '@karigar/domain/order-answer';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// Only the fields the dashboard's rows read; the rest of an answer plays no part here.
const anOrder = (fields: Partial<Order>) =>
  ({
    _id: 'o0000000-0000-4000-8000-000000000001',
    orderNumber: 'KRG-0001',
    service: { _id: 's1', name: 'Fiberglass Roofing', price: 1000 },
    status: 'Pending',
    paymentStatus: 'pending',
    totalAmount: 2360,
    amountDue: 2360,
    ...fields,
  }) as Order;

const aQuotation = (fields: Partial<Quotation>) =>
  ({
    _id: 'q0000000-0000-4000-8000-000000000001',
    serviceId: { _id: 's2', name: 'Car Polishing', nameMr: 'कार पॉलिशिंग', price: 3500, image: null },
    quotationStatus: 'Pending',
    workshopPriced: false,
    totalAfterTax: 4130,
    ...fields,
  }) as Quotation;

const ordersAnswer = (orders: Order[]) => ({ orders, currentPage: 1, totalPages: 1, totalOrders: orders.length });

function dashboardApi() {
  signIn();
  const paid = anOrder({
    _id: 'o0000000-0000-4000-8000-000000000002',
    orderNumber: 'KRG-0002',
    paymentStatus: 'paid',
    status: 'Completed',
  });
  const unpaid = anOrder({});
  const revised = aQuotation({
    _id: 'q0000000-0000-4000-8000-000000000002',
    quotationStatus: 'Revised',
    workshopPriced: true,
  });
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser() }),
    'GET /api/quotations/user?statusFilter=Open&sortKey=createdAt&sortOrder=desc&limit=5': () => ({
      body: { quotations: [aQuotation({}), revised], currentPage: 1, totalPages: 1, totalQuotations: 2, total: 2 },
    }),
    'GET /api/orders/my?sortKey=createdAt&sortOrder=desc&limit=5&payment=unpaid': () => ({
      body: ordersAnswer([unpaid]),
    }),
    'GET /api/orders/my?sortKey=createdAt&sortOrder=desc&limit=5': () => ({ body: ordersAnswer([paid, unpaid]) }),
  });
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('customer dashboard', () => {
  beforeAll(() => import('./customer-dashboard-page'), 20_000);

  it('lists open quotations, unpaid orders with Pay and recent orders, each linking to its detail', async () => {
    const { calls } = dashboardApi();
    renderApp('/user/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();

    const quotations = card('Open quotations');
    expect(await quotations.findAllByRole('link', { name: 'Car Polishing' }, { timeout: 2000 })).toHaveLength(2);
    const [unpriced, revised] = quotations.getAllByRole('listitem');
    expect(within(unpriced!).getByRole('link', { name: 'Car Polishing' })).toHaveAttribute(
      'href',
      '/user/quotations/q0000000-0000-4000-8000-000000000001',
    );
    expect(within(unpriced!).getByText("Awaiting the workshop's price")).toBeInTheDocument();
    expect(within(revised!).getByText('Total ₹4,130.00')).toBeInTheDocument();
    expect(within(revised!).getByText('Revised')).toBeInTheDocument();
    expect(quotations.getByRole('link', { name: 'All open quotations' })).toHaveAttribute(
      'href',
      '/user/quotation-status?status=Open',
    );

    const unpaid = card('Unpaid orders');
    expect(await unpaid.findByRole('link', { name: 'KRG-0001' })).toHaveAttribute(
      'href',
      '/user/orders/o0000000-0000-4000-8000-000000000001',
    );
    expect(unpaid.getByRole('link', { name: 'Pay KRG-0001' })).toHaveAttribute(
      'href',
      '/user/orders/o0000000-0000-4000-8000-000000000001#payment',
    );
    expect(unpaid.getByText('Fiberglass Roofing · ₹2,360.00 · Pending')).toBeInTheDocument();

    const recent = card('Recent orders');
    expect(await recent.findByRole('link', { name: 'KRG-0002' })).toBeInTheDocument();
    expect(recent.getByText('Completed')).toBeInTheDocument();
    expect(recent.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(recent.getByRole('link', { name: 'All my orders' })).toHaveAttribute('href', '/user/my-orders');

    // A customer is never shown their record's id.
    expect(screen.queryByText('0b6f1c3e-5d7a-4c1e-9f55-1a2b3c4d5e6f')).not.toBeInTheDocument();
    expect(calls.filter((call: RecordedCall) => call.path.startsWith('/api/orders/my'))).toHaveLength(2);
  });

  it('says so when there is nothing open, nothing to pay and no order yet', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/quotations/user?statusFilter=Open&sortKey=createdAt&sortOrder=desc&limit=5': () => ({
        body: { quotations: [], currentPage: 1, totalPages: 1, totalQuotations: 0, total: 0 },
      }),
      'GET /api/orders/my?sortKey=createdAt&sortOrder=desc&limit=5&payment=unpaid': () => ({ body: ordersAnswer([]) }),
      'GET /api/orders/my?sortKey=createdAt&sortOrder=desc&limit=5': () => ({ status: 500, body: { message: 'x' } }),
    });
    renderApp('/user/dashboard');
    expect(await screen.findByText('No open quotations.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to pay.')).toBeInTheDocument();
    expect(await card('Recent orders').findByText('Could not load this list. Please try again.')).toBeInTheDocument();
  });
});
