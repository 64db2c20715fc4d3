import type { Order } from '@karigar/domain/order-answer';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';
import { mockApi, type RecordedCall } from '../../../test/mock-api';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER_PATH = `/api/orders/${ORDER_ID}`;
const admin = aUser({ role: 'admin', name: 'Ravi Admin' });
const paid = { paymentStatus: 'paid', amountPaid: 2360, amountDue: 0 } as const;

beforeAll(async () => {
  await import('../pages/order-detail-page');
});

/** The admin's detail of one order; PATCH answers with `patched` (a 409 body when it has a code). */
function openOrder(order: Order, patched?: { status: number; body: unknown }) {
  signIn();
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    [`GET ${ORDER_PATH}`]: () => ({ body: order }),
    [`GET ${ORDER_PATH}/payments`]: () => ({ body: { payments: [] } }),
    [`PATCH ${ORDER_PATH}/status`]: () => patched ?? { body: { message: 'Order status updated', order } },
  });
  return { ...api, ...renderApp(`/admin/orders/${ORDER_ID}`) };
}

const options = async () =>
  within(await screen.findByRole('combobox', { name: 'Or set any status' }))
    .getAllByRole('option')
    .map((option) => option.textContent);
const patches = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PATCH');

describe('the admin status drop-down', () => {
  it('offers an order with no money received every status, a completed one included', async () => {
    openOrder(anOrder({ status: 'Completed' }));
    expect(await options()).toEqual(['Pending', 'Confirmed', 'In Progress', 'Completed', 'Cancelled']);
  });

  it('never offers Pending to an order with a payment on it', async () => {
    openOrder(anOrder({ status: 'Confirmed', ...paid }));
    expect(await options()).toEqual(['Confirmed', 'In Progress', 'Completed', 'Cancelled']);
  });

  it('asks before moving a completed order back, saying it reopens it, and sends the move once confirmed', async () => {
    const { user, calls } = openOrder(anOrder({ status: 'Completed' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'In Progress');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('This order is Completed. Moving it back reopens it.');
    expect(patches(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark In Progress' }));
    expect(await screen.findByText('Order status updated to In Progress!')).toBeInTheDocument();
    expect(patches(calls).map((call) => call.body)).toEqual([{ status: 'In Progress' }]);
  });

  it('names the amount still due when an order is marked Completed, and not once it is paid', async () => {
    const partPaid = { status: 'In Progress', totalAmount: 290280, amountPaid: 100000, amountDue: 190280 } as const;
    const first = openOrder(anOrder(partPaid));
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Completed');
    expect(screen.getByRole('dialog', { name: 'Change order status' })).toHaveTextContent(
      '₹1,90,280.00 is still due on this order (₹1,00,000.00 of ₹2,90,280.00 received).',
    );
    first.unmount();

    const second = openOrder(anOrder({ status: 'In Progress', ...paid }));
    await second.user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Completed');
    expect(screen.getByRole('dialog', { name: 'Change order status' })).not.toHaveTextContent('still due');
  });

  it('moves a cancelled order back only once the admin confirms', async () => {
    const { user, calls } = openOrder(anOrder({ status: 'Cancelled' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Pending');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('This order is Cancelled. Moving it back reopens it.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);
  });

  it('changes an open order between open statuses without asking', async () => {
    const { user, calls } = openOrder(anOrder({ status: 'In Progress' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Pending');
    expect(await screen.findByText('Order status updated to Pending!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches(calls).map((call) => call.body)).toEqual([{ status: 'Pending' }]);
  });

  it('cancels a paid order only with a refund note, which it sends', async () => {
    const { user, calls } = openOrder(anOrder({ status: 'Confirmed', ...paid }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Cancelled');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(dialog).toHaveTextContent('₹2,360.00 has been received for this order.');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, mark Cancelled' });
    await user.click(confirm);
    expect(within(dialog).getByRole('textbox', { name: 'Refund note' })).toHaveAccessibleDescription(
      'Write a refund note to cancel an order with a payment on it.',
    );
    expect(patches(calls)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Refund note' }), '  Refunded by UPI on 26 Nov ');
    await user.click(confirm);
    expect(await screen.findByText('Order status updated to Cancelled!')).toBeInTheDocument();
    expect(patches(calls).map((call) => call.body)).toEqual([
      { status: 'Cancelled', refundNote: 'Refunded by UPI on 26 Nov' },
    ]);
  });

  it('asks an unpaid order no refund note', async () => {
    const { user, calls } = openOrder(anOrder({ status: 'Confirmed' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Cancelled');
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark Cancelled' }));
    expect(await screen.findByText('Order status updated to Cancelled!')).toBeInTheDocument();
    expect(patches(calls).map((call) => call.body)).toEqual([{ status: 'Cancelled' }]);
  });

  it("shows the server's refusal and reloads the order", async () => {
    // A payment arrived after the page was loaded.
    const refusal = {
      message: 'An order with a payment on it cannot go back to Pending.',
      code: 'ORDER_PAID_NOT_PENDING',
    };
    const { user, calls } = openOrder(anOrder({ status: 'Confirmed' }), { status: 409, body: refusal });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Or set any status' }), 'Pending');
    expect(await screen.findByText('An order with a payment on it cannot go back to Pending.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'GET' && call.url.pathname === ORDER_PATH)).toHaveLength(2);
  });
});
