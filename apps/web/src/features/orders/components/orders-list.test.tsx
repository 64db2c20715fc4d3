import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { pending } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder, mockOrdersApi, orderList, type OrdersCall } from '../test-support';

const admin = aUser({ role: 'admin', name: 'Ravi Admin' });
const twelve = Array.from({ length: 12 }, (_, i) =>
  anOrder({ _id: `${String(i).padStart(8, '0')}-0d4e-4f5a-8b6c-7d8e9f0a1b2c`, name: `Customer ${i}` }),
);

/** Serves twelve orders ten a page on GET /api/orders (admin) and /api/orders/my (customer). */
function pagedOrders(call: OrdersCall) {
  const page = Number(call.url.searchParams.get('page'));
  return { body: orderList(twelve.slice((page - 1) * 10, page * 10), { page, total: 12 }) };
}

function listCalls(calls: OrdersCall[], path = '/api/orders') {
  return calls
    .filter((call) => call.method === 'GET' && call.url.pathname === path)
    .map((call) => call.url.searchParams);
}

// The pages' code is loaded once up front, so the first test does not wait for it.
beforeAll(async () => {
  await import('../pages/admin-orders-page');
  await import('../pages/my-orders-page');
  await import('../pages/orders-redirect-page');
});

describe('orders page (admin)', () => {
  it('lists every order with the Action column and pages through them', async () => {
    signIn();
    const { calls } = mockOrdersApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
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
    expect(screen.getByRole('button', { name: 'Delete order 00000000' })).toBeInTheDocument();
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
    mockOrdersApi({
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
    const { calls } = mockOrdersApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
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

  it('goes back to page 1 when the sort or the origin changes', async () => {
    signIn();
    const { calls } = mockOrdersApi({ 'GET /api/auth/me': () => ({ body: admin }), 'GET /api/orders': pagedOrders });
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

  it("changes an order's status, reloads and says so", async () => {
    signIn();
    let status = 'Pending';
    const { calls } = mockOrdersApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([anOrder({ status: status as 'Pending' })]) }),
      'PATCH /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c/status': (call) => {
        status = (call.body as { status: string }).status;
        return { body: { message: `Order status updated to ${status}`, order: anOrder({ status: 'Confirmed' }) } };
      },
    });
    const { user } = renderApp('/admin/orders');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of order 3F2A9B1C' }), 'Confirmed');
    expect(await screen.findByText('Order status updated to Confirmed!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'Confirmed' });
    expect(listCalls(calls)).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status of order 3F2A9B1C' })).toHaveValue('Confirmed');
  });

  it('deletes an order after confirmation', async () => {
    signIn();
    let orders = [anOrder()];
    const { calls } = mockOrdersApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList(orders) }),
      'DELETE /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c': () => {
        orders = [];
        return { body: { message: 'Order deleted successfully!' } };
      },
    });
    const { user } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Delete order 3F2A9B1C' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete order 3F2A9B1C of Asha Patil?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete order 3F2A9B1C' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('steps back to the last page after deleting the only order on the last page', async () => {
    signIn();
    let orders = twelve.slice(0, 11);
    const { calls } = mockOrdersApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': (call) => {
        const page = Number(call.url.searchParams.get('page'));
        return { body: orderList(orders.slice((page - 1) * 10, page * 10), { page, total: orders.length }) };
      },
      'DELETE /api/orders/00000010-0d4e-4f5a-8b6c-7d8e9f0a1b2c': () => {
        orders = orders.slice(0, 10);
        return { body: { message: 'Order deleted successfully!' } };
      },
    });
    const { user } = renderApp('/admin/orders');
    await screen.findByText('Showing 1 to 10 of 11 orders');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 11 of 11 orders');

    await user.click(screen.getByRole('button', { name: 'Delete order 00000010' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Showing 1 to 10 of 10 orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '00000000' })).toBeInTheDocument();
    expect(screen.queryByText('No orders found.')).not.toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');
  });

  it("shows the server's reason when an order with an invoice number or a payment cannot be deleted", async () => {
    signIn();
    let reason = 'This order has an invoice number and cannot be deleted. Cancel it instead.';
    mockOrdersApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([anOrder()]) }),
      'DELETE /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c': () => ({
        status: 409,
        body: { message: reason, code: 'CONFLICT' },
      }),
    });
    const { user } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Delete order 3F2A9B1C' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();

    reason = 'This order has a payment in progress and cannot be deleted. Cancel it instead.';
    await i18n.changeLanguage('mr');
    await user.click(await screen.findByRole('button', { name: i18n.t('orders.deleteOrder', { ref: '3F2A9B1C' }) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: i18n.t('orders.confirmDelete') }));
    expect(
      await screen.findByText('या ऑर्डरचे पेमेंट सुरू आहे, त्यामुळे ती हटवता येत नाही. त्याऐवजी ती रद्द करा.'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a paid order cannot be deleted", async () => {
    signIn();
    mockOrdersApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([anOrder({ paymentStatus: 'paid' })]) }),
      'DELETE /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c': () => ({
        status: 409,
        body: { message: 'A paid order cannot be deleted. Cancel it instead.', code: 'CONFLICT' },
      }),
    });
    const { user } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Delete order 3F2A9B1C' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('A paid order cannot be deleted. Cancel it instead.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3F2A9B1C' })).toBeInTheDocument();
  });
});

describe('orders page (customer)', () => {
  it("shows only the customer's orders, read-only, with a coloured badge", async () => {
    signIn();
    const { calls } = mockOrdersApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([anOrder({ status: 'In Progress' })]) }),
    });
    renderApp('/user/my-orders');
    expect(await screen.findByText('Total Orders: 1 (Showing only your orders)')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).not.toContain('Action');
    expect(screen.queryByRole('combobox', { name: /Status of order/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('In Progress')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByRole('link', { name: '3F2A9B1C' })).toHaveAttribute(
      'href',
      '/user/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c',
    );
    for (const link of screen.getAllByRole('link', { name: 'Back to Dashboard' }))
      expect(link).toHaveAttribute('href', '/user/dashboard');
    expect(calls.some((call) => call.url.pathname === '/api/orders')).toBe(false);
  });

  it("shows 'Loading orders...' while the list loads", async () => {
    signIn();
    mockOrdersApi({ 'GET /api/auth/me': () => ({ body: aUser() }), 'GET /api/orders/my': () => pending() });
    renderApp('/user/my-orders');
    expect(await screen.findByText('Loading orders...')).toBeInTheDocument();
  });

  it("shows the server's error, or 'An error occurred' when it gave none", async () => {
    signIn();
    mockOrdersApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': (call) =>
        call.url.searchParams.get('sortKey') === 'status'
          ? { status: 400, body: {} }
          : { status: 400, body: { message: 'Invalid input: sortKey' } },
    });
    const { user } = renderApp('/user/my-orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid input');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'status');
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it("says 'No orders found.' when there are none", async () => {
    signIn();
    mockOrdersApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([]) }),
    });
    renderApp('/user/my-orders');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.getByText('Total Orders: 0 (Showing only your orders)')).toBeInTheDocument();
  });

  it('sends /orders to the orders page for the role', async () => {
    signIn();
    mockOrdersApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'GET /api/orders/my': () => ({ body: orderList([]) }),
    });
    const { router } = renderApp('/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my-orders'));
  });
});
