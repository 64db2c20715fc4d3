import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder, orderList } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORDER_PATH = `/api/orders/${ORDER_ID}`;
const admin = aUser({ role: 'admin', name: 'Ravi Admin' });

beforeAll(async () => {
  await import('../pages/order-detail-page');
  await import('../pages/admin-orders-page');
});

describe("the order page's overflow menu", () => {
  it('deletes an order made by mistake after a confirmation saying why, and returns to the list', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder() }),
      [`DELETE ${ORDER_PATH}`]: () => ({ body: { message: 'Order deleted successfully!' } }),
      'GET /api/orders': () => ({ body: orderList([]) }),
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'More actions for order 3F2A9B1C' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Order' });
    expect(dialog).toHaveTextContent('Delete only an order made by mistake: to stop a job, cancel it instead');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'More actions for order 3F2A9B1C' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete order…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Order deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('offers Cancel, not Delete, once money was received, asking what happens to the money', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder({ status: 'Confirmed', amountPaid: 1000, amountDue: 1360 }) }),
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'More actions for order 3F2A9B1C' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete order…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Cancel order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Change order status' });
    expect(within(dialog).getByRole('textbox', { name: /Refund note/ })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses, in Marathi too", async () => {
    signIn();
    await i18n.changeLanguage('mr');
    mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder() }),
      [`DELETE ${ORDER_PATH}`]: () => ({
        status: 409,
        body: { message: 'Payment started', code: 'ORDER_PAYMENT_STARTED_NOT_DELETABLE' },
      }),
    });
    const { user } = renderApp(`/admin/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'ऑर्डर 3F2A9B1C साठी आणखी कृती' }));
    await user.click(screen.getByRole('menuitem', { name: 'ऑर्डर हटवा…' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('चुकून बनलेली ऑर्डरच हटवा');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'होय, हटवा' }));
    expect(
      await screen.findByText('या ऑर्डरचे पेमेंट सुरू आहे, त्यामुळे ती हटवता येत नाही. त्याऐवजी ती रद्द करा.'),
    ).toBeInTheDocument();
  });

  it('is not there for a customer', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET ${ORDER_PATH}`]: () => ({ body: anOrder() }),
    });
    renderApp(`/user/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Status' })).not.toBeInTheDocument();
  });
});
