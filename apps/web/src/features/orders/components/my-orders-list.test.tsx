import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { pending } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder, orderList } from '../test-support';
import { mockApi } from '../../../test/mock-api';
import { loadOrdersPages } from './orders-list-test-support';

loadOrdersPages();

describe('orders page (customer)', () => {
  it("shows only the customer's orders, read-only, with a coloured badge", async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([anOrder({ status: 'In Progress' })]) }),
    });
    renderApp('/user/my-orders');
    expect(await screen.findByText('Total Orders: 1 (Showing only your orders)')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Order', 'Service', 'Quantity', 'Price', 'Status', 'Payment', 'Origin', 'Created']);
    expect(screen.queryByRole('combobox', { name: /Status of order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('In Progress', { selector: '[data-tone]' })).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByRole('link', { name: '3F2A9B1C' })).toHaveAttribute(
      'href',
      '/user/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
    );
    for (const link of screen.getAllByRole('link', { name: 'Back to Dashboard' }))
      expect(link).toHaveAttribute('href', '/user/dashboard');
    expect(calls.some((call) => call.url.pathname === '/api/orders')).toBe(false);
  });

  it('offers no Origin filter and no sorting by customer, since every order is their own', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([anOrder()]) }),
    });
    renderApp('/user/my-orders');
    expect(await screen.findByText('Total Orders: 1 (Showing only your orders)')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Origin' })).not.toBeInTheDocument();
    const sortKeys = within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(sortKeys).toEqual(['createdAt', 'totalPrice', 'status']);
  });

  it("shows 'Loading orders...' while the list loads", async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }), 'GET /api/orders/my': () => pending() });
    renderApp('/user/my-orders');
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
  });

  it("shows the server's error, or 'An error occurred' when it gave none", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': (call) =>
        call.url.searchParams.get('sortKey') === 'status'
          ? { status: 400, body: {} }
          : { status: 400, body: { message: 'Invalid input: sortKey', code: 'VALIDATION_FAILED' } },
    });
    const { user } = renderApp('/user/my-orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid input');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'status');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it("says 'No orders found.' when there are none", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([]) }),
    });
    renderApp('/user/my-orders');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByText('Total Orders: 0 (Showing only your orders)')).toBeInTheDocument();
  });

  it('sends /orders to the orders page for the role', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([]) }),
    });
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-orders'));
  });
});
