import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { anOrder, orderList } from '../test-support';
import { mockApi } from '../../../test/mock-api';
import { admin, listCalls, loadOrdersPages, pagedOrders } from './orders-list-test-support';

loadOrdersPages();

describe('orders page (admin)', () => {
  it('lists every order with the Action column and pages through them', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
    const { user } = renderApp('/admin/orders');

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByText('Total Orders: 12')).toBeInTheDocument();
    expect(screen.queryByText(/Showing only your orders/)).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Order',
      'Customer',
      'Service',
      'Quantity',
      'Price',
      'Status',
      'Payment',
      'Origin',
      'Created',
      'Action',
    ]);
    expect(screen.getByText('Showing 1 to 10 of 12 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: '00000000' })).toHaveAttribute(
      'href',
      '/admin/orders/00000000-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
    );
    expect(screen.getByRole('combobox', { name: 'Status of order 00000000' })).toHaveValue('Pending');
    // Delete is offered on the order's own page only, never on every row.
    expect(screen.queryByRole('button', { name: 'Delete order 00000000' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Back to Dashboard' }))
      expect(link).toHaveAttribute('href', '/admin');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 orders')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    const [first, second] = listCalls(calls);
    expect(Object.fromEntries(first ?? [])).toEqual({
      page: '1',
      limit: '10',
      sortKey: 'createdAt',
      sortOrder: 'desc',
    });
    expect(second?.get('page')).toBe('2');
  });

  it('prices each row from the quotation total after tax, else totalAmount, else N/A', async () => {
    signIn();
    const quoted = anOrder({
      _id: '11111111-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
      quotationId: 'q1',
      quotation: { _id: 'q1', totalAfterTax: 5900, quotationStatus: 'Accepted' },
      totalAmount: 2360,
    });
    const plain = anOrder({ _id: '22222222-0d4e-4f5a-8b6c-7d8e9f0a1b2c', totalAmount: 2360 });
    const unpriced = anOrder({ _id: '33333333-0d4e-4f5a-8b6c-7d8e9f0a1b2c', totalAmount: 0 });
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([quoted, plain, unpriced]) }),
    });
    renderApp('/admin/orders');
    const priceOf = async (ref: string) => {
      const row = (await screen.findByRole('link', { name: ref })).closest('tr') as HTMLElement;
      return within(row).getAllByRole('cell')[4]?.textContent;
    };
    expect(await priceOf('11111111')).toBe('₹5,900.00');
    expect(await priceOf('22222222')).toBe('₹2,360.00');
    expect(await priceOf('33333333')).toBe('N/A');
  });

  it('searches 500 ms after the last key, from page 1', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
    const { user } = renderApp('/admin/orders');
    await screen.findByText('Showing 1 to 10 of 12 orders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 orders');

    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveAttribute('placeholder', 'Search by customer or description...');
    await user.type(box, 'Asha');
    expect(listCalls(calls).some((params) => params.has('search'))).toBe(false);
    await waitFor(() => expect(listCalls(calls).some((params) => params.get('search') === 'Asha')).toBe(true), {
      timeout: 2000,
    });
    const searched = listCalls(calls).filter((params) => params.has('search'));
    expect(searched).toHaveLength(1);
    expect(searched[0]?.get('page')).toBe('1');
  });

  it('asks for three characters instead of searching with one or two', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
    const { user } = renderApp('/admin/orders');
    await screen.findByText('Showing 1 to 10 of 12 orders');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    const before = listCalls(calls).length;
    await user.type(box, 'As');
    expect(box).toHaveAccessibleDescription('Type at least 3 characters to search orders.');
    // Once the 500 ms pause is over the list is loaded again, still unsearched.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before), { timeout: 2000 });
    expect(listCalls(calls).some((params) => params.has('search'))).toBe(false);

    await user.type(box, 'h');
    expect(box).not.toHaveAccessibleDescription();
    await waitFor(() => expect(listCalls(calls).some((params) => params.get('search') === 'Ash')).toBe(true), {
      timeout: 2000,
    });
  });

  it('goes back to page 1 when the sort or the origin changes', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
    const { user } = renderApp('/admin/orders');
    await screen.findByText('Showing 1 to 10 of 12 orders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 12 of 12 orders');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'customerName');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('sortKey')).toBe('customerName'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort order' }), 'asc');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('sortOrder')).toBe('asc'));

    const origin = screen.getByRole('combobox', { name: 'Origin' });
    expect(
      within(origin)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Customer request', 'Manual order', 'Service request']);
    await user.selectOptions(origin, 'manual');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('origin')).toBe('manual'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');
  });

  it('opens filtered by the status in the address and filters by the status picked', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
    const { user } = renderApp('/admin/orders?status=In%20Progress');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('In Progress');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('status')).toBe('In Progress'));

    await user.selectOptions(status, 'all');
    await waitFor(() => expect(listCalls(calls).at(-1)?.has('status')).toBe(false));
    await user.selectOptions(status, 'Cancelled');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('status')).toBe('Cancelled'));
  });

  it('opens filtered by the payment in the address, as the dashboard’s money cards link it', async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
    renderApp('/admin/orders?payment=unpaid');
    expect(await screen.findByRole('combobox', { name: 'Payment' })).toHaveValue('unpaid');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('payment')).toBe('unpaid'));
    expect(listCalls(calls).at(-1)?.has('status')).toBe(false);
  });
});
