import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { signIn } from '../../../test/fixtures';
import { asPhone } from '../../../test/phone-width';
import { renderApp } from '../../../test/render-app';
import { anOrder, orderList } from '../test-support';
import { mockApi } from '../../../test/mock-api';
import { admin, listCalls, loadOrdersPages, twelve } from './orders-list-test-support';

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

  it('shows each order as a card on phones, its status drop-down and a Delete set apart', async () => {
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
    const remove = card.getByRole('button', { name: 'Delete order 3F2A9B1C' });
    expect(remove.closest('[data-row-danger]')).not.toBeNull();
  });

  it('deletes an order after confirmation', async () => {
    signIn();
    let orders = [anOrder()];
    const { calls } = mockApi({
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
    const { calls } = mockApi({
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
    const reason = 'This order has an invoice number and cannot be deleted. Cancel it instead.';
    let code = 'ORDER_INVOICED_NOT_DELETABLE';
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([anOrder()]) }),
      'DELETE /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c': () => ({
        status: 409,
        body: { message: reason, code },
      }),
    });
    const { user } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Delete order 3F2A9B1C' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();

    code = 'ORDER_PAYMENT_STARTED_NOT_DELETABLE';
    await i18n.changeLanguage('mr');
    await user.click(await screen.findByRole('button', { name: i18n.t('orders.deleteOrder', { ref: '3F2A9B1C' }) }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: i18n.t('orders.confirmDelete') }));
    expect(
      await screen.findByText('या ऑर्डरचे पेमेंट सुरू आहे, त्यामुळे ती हटवता येत नाही. त्याऐवजी ती रद्द करा.'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a paid order cannot be deleted", async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'GET /api/orders': () => ({ body: orderList([anOrder({ paymentStatus: 'paid' })]) }),
      'DELETE /api/orders/3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c': () => ({
        status: 409,
        body: { message: 'A paid order cannot be deleted. Cancel it instead.', code: 'ORDER_PAID_NOT_DELETABLE' },
      }),
    });
    const { user } = renderApp('/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Delete order 3F2A9B1C' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('A paid order cannot be deleted. Cancel it instead.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3F2A9B1C' })).toBeInTheDocument();
  });
});
