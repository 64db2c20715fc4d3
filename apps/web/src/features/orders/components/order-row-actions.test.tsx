import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { asPhone } from '../../../test/phone-width';
import { renderApp } from '../../../test/render-app';
import { anOrder, orderList } from '../test-support';
import { mockApi } from '../../../test/mock-api';
import { admin, listCalls, loadOrdersPages } from './orders-list-test-support';

loadOrdersPages();

/** Signs in as the admin; one order whose status changes answer the order as `answered`. */
function mockStatusChanges(answered: 'Confirmed' | 'Cancelled') {
  signIn();
  let status = 'Pending';
  return mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    'GET /api/orders': () => ({ body: orderList([anOrder({ status: status as 'Pending' })]) }),
    'PATCH /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c/status': (call) => {
      status = (call.body as { status: string }).status;
      return { body: { message: `Order status updated to ${status}`, order: anOrder({ status: answered }) } };
    },
  });
}

describe('orders page actions (admin)', () => {
  it("changes an order's status, reloads and says so", async () => {
    const { calls } = mockStatusChanges('Confirmed');
    const { user } = renderApp('/admin/orders');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of order 3F2A9B1C' }), 'Confirmed');
    expect(await screen.findByText('Order status updated to Confirmed!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'Confirmed' });
    expect(listCalls(calls)).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status of order 3F2A9B1C' })).toHaveValue('Confirmed');
  });

  it('asks before marking an order Completed or Cancelled, and leaves it as it was when told no', async () => {
    const { calls } = mockStatusChanges('Cancelled');
    const { user } = renderApp('/admin/orders');
    const select = await screen.findByRole('combobox', { name: 'Status of order 3F2A9B1C' });
    await user.selectOptions(select, 'Completed');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('Mark order 3F2A9B1C as Completed?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(select).toHaveValue('Pending');

    await user.selectOptions(select, 'Cancelled');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, mark Cancelled' }));
    expect(await screen.findByText('Order status updated to Cancelled!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'Cancelled' });
  });

  it('shows each order as a card on phones with its status drop-down and no Delete', async () => {
    asPhone();
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([anOrder()]) }),
    });
    renderApp('/admin/orders');
    const link = await screen.findByRole('link', { name: '3F2A9B1C' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(link.closest('li')!);
    expect(card.getByText('Customer').nextSibling).toHaveTextContent('Asha Patil');
    expect(card.getByRole('combobox', { name: 'Status of order 3F2A9B1C' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
