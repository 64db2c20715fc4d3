import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, loadUsersPages, userList } from '../test-support';

loadUsersPages();

const asha = aUser({ _id: 'b0000000-0000-4000-8000-000000000000', phone: null });
const records = {
  orders: [
    {
      _id: 'o1000000-0000-4000-8000-000000000000',
      orderNumber: 'O1000000',
      serviceName: 'Bumper repaint',
      status: 'In Progress',
      paymentStatus: 'pending',
      totalAmount: 2360,
      createdAt: '2026-02-01T10:00:00.000Z',
    },
  ],
  totalOrders: 1,
  quotations: [
    {
      _id: 'q1000000-0000-4000-8000-000000000000',
      serviceName: 'Full body polish',
      quotationStatus: 'Accepted',
      totalAmount: 1180,
      createdAt: '2026-01-20T10:00:00.000Z',
    },
  ],
  totalQuotations: 25,
};

describe('/admin/users/:id', () => {
  it('shows the person with their quotations and orders, each linking to its page', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET /api/users/${asha._id}`]: () => ({ body: asha }),
      [`GET /api/users/${asha._id}/records`]: () => ({ body: records }),
    });
    renderApp(`/admin/users/${asha._id}`);
    expect(await screen.findByRole('heading', { name: 'Asha Patil' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/users/${asha._id}/edit`);

    const quotations = await screen.findByRole('region', { name: 'Quotations' });
    expect(within(quotations).getByRole('link', { name: 'Full body polish' })).toHaveAttribute(
      'href',
      '/admin/quotations/q1000000-0000-4000-8000-000000000000',
    );
    expect(within(quotations).getByText('Accepted')).toBeInTheDocument();
    expect(within(quotations).getByText('Showing the newest 1 of 25.')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: 'O1000000 · Bumper repaint' })).toHaveAttribute(
      'href',
      '/admin/orders/o1000000-0000-4000-8000-000000000000',
    );
    expect(within(orders).getByText('In Progress')).toBeInTheDocument();
    expect(within(orders).getByText('₹2,360.00')).toBeInTheDocument();
  });

  it('deletes the person after confirmation and returns to the list', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET /api/users/${asha._id}`]: () => ({ body: asha }),
      [`GET /api/users/${asha._id}/records`]: () => ({
        body: { orders: [], totalOrders: 0, quotations: [], totalQuotations: 0 },
      }),
      [`DELETE /api/users/${asha._id}`]: () => ({ body: { message: 'User deleted successfully' } }),
      'GET /api/users': () => ({ body: userList([], 1) }),
    });
    const { user, router } = renderApp(`/admin/users/${asha._id}`);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('No quotations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Asha Patil' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete account…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
  });

  it("offers no Delete on the admin's own account", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET /api/users/${admin._id}`]: () => ({ body: admin }),
      [`GET /api/users/${admin._id}/records`]: () => ({
        body: { orders: [], totalOrders: 0, quotations: [], totalQuotations: 0 },
      }),
    });
    renderApp(`/admin/users/${admin._id}`);
    expect(await screen.findByRole('heading', { name: admin.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('says when the person is not found', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/users/gone': () => ({ status: 404, body: { message: 'User not found', code: 'USER_NOT_FOUND' } }),
    });
    renderApp('/admin/users/gone');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
