import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  anActivity,
  dashboardApi,
  emptyOrderStats,
  emptyQuotationStats,
  emptyUserStats,
  thirtyDays,
} from '../testing/fixtures';

/** A stat card of the page's content (the navigation has links of the same names). */
const card = (name: RegExp) => within(screen.getByRole('main')).getByRole('link', { name });

describe('admin dashboard', () => {
  // The page's code loads lazily; load it once up front so the first test does not time out.
  beforeAll(() => import('./dashboard-page'), 20_000);

  it('shows the numbers, each linking to the list it counts', async () => {
    dashboardApi({
      orders: {
        ...emptyOrderStats,
        total: 7,
        byStatus: { Pending: 3, Confirmed: 1, 'In Progress': 2, Completed: 1, Cancelled: 0 },
        revenue: { today: 1180, month: 2360.5, all: 25000 },
        amountDue: 4720,
        unpaidOrders: 2,
      },
      quotations: {
        ...emptyQuotationStats,
        awaitingWorkshop: 4,
        last30Days: { requested: 3, converted: 1, conversionRate: 33.33 },
      },
      users: { ...emptyUserStats, totalUsers: 42, totalCustomers: 41, newUsersThisMonth: 3, newEnquiries: 5 },
      services: { totalServices: 9, topServices: [] },
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('stat-awaiting')).toHaveTextContent('4'));
    expect(card(/Quotations waiting for the workshop/)).toHaveAttribute('href', '/admin/quotations?status=Awaiting');
    await waitFor(() => expect(screen.getByTestId('stat-amount-due')).toHaveTextContent('₹4,720.00'));
    expect(card(/Money due on unpaid orders/)).toHaveTextContent('2 orders not fully paid');
    expect(card(/Money due on unpaid orders/)).toHaveAttribute('href', '/admin/orders?payment=unpaid');
    expect(screen.getByTestId('stat-revenue-today')).toHaveTextContent('₹1,180.00');
    expect(screen.getByTestId('stat-revenue-month')).toHaveTextContent('₹2,360.50');
    expect(screen.getByTestId('stat-conversion')).toHaveTextContent('33.33%');
    expect(card(/turned into orders/)).toHaveTextContent('1 of 3 quotations');
    await waitFor(() => expect(screen.getByTestId('stat-enquiries')).toHaveTextContent('5'));
    expect(card(/New enquiries/)).toHaveAttribute('href', '/admin/contacts');
    expect(screen.getByTestId('stat-users')).toHaveTextContent('42');
    expect(card(/^Users/)).toHaveTextContent('3 new this month');
    expect(card(/^Users/)).toHaveAttribute('href', '/admin/users');
    await waitFor(() => expect(screen.getByTestId('stat-services')).toHaveTextContent('9'));

    const byStatus = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(byStatus).getByRole('link', { name: 'In Progress 2' })).toHaveAttribute(
      'href',
      '/admin/orders?status=In%20Progress',
    );
    expect(within(byStatus).getByRole('link', { name: 'All orders 7' })).toHaveAttribute('href', '/admin/orders');
    // The page's header leads to the admin's own profile (so does the navigation's Manage menu).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/admin/profile',
    );
  });

  it('tells the charts in words and in tables', async () => {
    dashboardApi({
      orders: {
        ...emptyOrderStats,
        total: 3,
        revenueByDay: thirtyDays({ '2026-11-12': 21240, '2026-11-25': 1180 }),
        topServices: [
          { _id: 's1', name: 'Fiberglass bathtub', nameMr: 'फायबरग्लास बाथटब', orders: 1, revenue: 21240 },
          { _id: 's2', name: 'Fiberglass roofing', nameMr: '', orders: 2, revenue: 1180 },
        ],
      },
    });
    renderApp('/admin');
    const revenue = await screen.findByRole('figure', { name: 'Money received, last 30 days' });
    expect(revenue).toHaveAccessibleDescription(
      '₹22,420.00 received in the last 30 days; the best day was 12 Nov with ₹21,240.00.',
    );
    const days = within(revenue).getAllByRole('row');
    expect(days).toHaveLength(31);
    expect(days.at(-1)).toHaveTextContent('25 Nov₹1,180.00');

    const top = screen.getByRole('figure', { name: 'Top 5 services by money received' });
    expect(top).toHaveAccessibleDescription('Fiberglass bathtub brought in the most: ₹21,240.00.');
    expect(within(top).getByRole('rowheader', { name: 'Fiberglass roofing' }).nextElementSibling).toHaveTextContent(
      '₹1,180.00',
    );
  });

  it('shows zeroes and says there is nothing yet for an empty shop', async () => {
    dashboardApi();
    renderApp('/admin');
    await waitFor(() => expect(screen.getByTestId('stat-amount-due')).toHaveTextContent('₹0.00'));
    expect(screen.getByTestId('orders-total')).toHaveTextContent('0');
    await waitFor(() => expect(screen.getByTestId('stat-conversion')).toHaveTextContent('0%'));
    expect(screen.getByText('No money received in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('No orders yet.')).toBeInTheDocument();
    expect(await screen.findByText('No recent activities available.')).toBeInTheDocument();
  });

  it('lists the newest activity in the reader’s words, with who did it, when and a link', async () => {
    const orderId = '7f3c2a10-0000-4000-8000-000000000001';
    dashboardApi({
      activities: [
        anActivity({
          action: 'manual_order_created',
          params: {
            actor: 'Ravi Admin',
            customer: 'Asha Patil',
            service: 'Fiberglass Roofing',
            orderRef: '#7F3C2A10',
            orderId,
          },
          links: { orderId, quotationId: null, userId: null, contactId: null },
        }),
        anActivity({ _id: 'a2', action: 'not_a_known_action', message: 'Something else happened', actor: null }),
      ],
    });
    renderApp('/admin');
    const recent = await screen.findByRole('region', { name: 'Recent Activities' });
    const [first, second] = await within(recent).findAllByTestId('activity-entry');
    expect(first).toHaveTextContent('Ravi Admin');
    expect(first).toHaveTextContent('22 Nov 2026');
    expect(within(first!).getByRole('link', { name: /#7F3C2A10/ })).toHaveAttribute('href', `/admin/orders/${orderId}`);
    expect(second).toHaveTextContent('System');
    expect(first).toHaveTextContent('Ravi Admin created order #7F3C2A10 (Fiberglass Roofing) for Asha Patil');
    expect(second).toHaveTextContent('Something else happened');
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/activities');
  });

  it('says when the numbers or the activity could not be loaded', async () => {
    dashboardApi(
      {},
      {
        'GET /api/orders/stats': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
        'GET /api/activity?limit=8&range=all': () => ({ status: 500, body: { message: 'Internal Server Error' } }),
      },
    );
    renderApp('/admin');
    expect(
      await screen.findByText('Some numbers could not be loaded. Please reload the page.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Failed to load activities.')).toBeInTheDocument();
  });
});
