import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';
import { mockApi, type RecordedCall } from '../../../test/mock-api';

const CUSTOMER_ID = '0b6f1c3e-5d7a-4c1e-9f55-1a2b3c4d5e6f';
const NEW_ORDER_ID = '9a8b7c6d-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

function aService(id: string, name: string, price: number, advancePercentage: number | null = null) {
  return {
    advancePercentage,
    _id: id,
    name,
    nameMr: '',
    description: '',
    descriptionMr: '',
    price,
    sacCode: '998714',
    image: null,
    archived: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const customers = [
  aUser({ _id: CUSTOMER_ID, name: 'Asha Patil', email: 'asha@example.com' }),
  aUser({ _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Ravi Kulkarni', email: 'ravi@example.com' }),
];

const services = [aService('s-roof', 'Fiberglass Roofing', 1000, 25), aService('s-tub', 'Fiberglass Bathtub', 25000)];

function manualOrderApi(onCreate?: (call: RecordedCall) => { status?: number; body?: unknown }) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }),
    'GET /api/services': () => ({ body: { services, total: 2, page: 1, totalPages: 1 } }),
    'GET /api/users': (call) => {
      const search = call.url.searchParams.get('search') ?? '';
      const users = customers.filter((c) => !search || c.name.toLowerCase().includes(search.toLowerCase()));
      return { body: { users, pagination: { totalUsers: users.length, totalPages: 1, currentPage: 1 } } };
    },
    'POST /api/orders': (call) =>
      onCreate?.(call) ?? {
        status: 201,
        body: { message: 'Order created successfully', order: anOrder({ _id: NEW_ORDER_ID, origin: 'manual' }) },
      },
    [`GET /api/orders/${NEW_ORDER_ID}`]: () => ({ body: anOrder({ _id: NEW_ORDER_ID, origin: 'manual' }) }),
  });
}

const preview = () => screen.getByRole('heading', { name: 'Price Preview' }).parentElement as HTMLElement;

// The pages' code is loaded once up front, so the first test does not wait for it.
beforeAll(async () => {
  await import('./manual-order-page');
  await import('./order-detail-page');
});

describe('manual order', () => {
  it('previews the price live and defaults the offered price to the service price', async () => {
    const { calls } = manualOrderApi();
    const { user } = renderApp('/admin/manual-order');
    expect(await screen.findByRole('heading', { name: 'Manual Order' })).toBeInTheDocument();
    expect(within(preview()).getByText('Choose a service to see the price.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tax rate (%)')).toHaveValue(18);
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);

    const service = screen.getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(3));
    expect(calls.find((call) => call.url.pathname === '/api/services')?.url.searchParams.get('limit')).toBe('100');
    await user.selectOptions(service, 's-roof');
    expect(screen.getByLabelText('Offered price per unit (₹)')).toHaveValue(1000);
    expect(within(preview()).getByText('Total').nextElementSibling).toHaveTextContent('₹1,180.00');

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.clear(screen.getByLabelText('Discount (₹)'));
    await user.type(screen.getByLabelText('Discount (₹)'), '300');
    expect(within(preview()).getByText('Subtotal').nextElementSibling).toHaveTextContent('₹3,000.00');
    expect(within(preview()).getByText('Discount').nextElementSibling).toHaveTextContent('₹300.00 (10%)');
    expect(within(preview()).getByText('Total').nextElementSibling).toHaveTextContent('₹3,186.00');

    await user.click(screen.getByLabelText('Tax already included in the price'));
    expect(within(preview()).getByText('Total').nextElementSibling).toHaveTextContent('₹2,700.00');
    expect(within(preview()).getByText('Tax is included in the price.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Discount (₹)'));
    await user.type(screen.getByLabelText('Discount (₹)'), '5000');
    expect(within(preview()).getByText('Discount cannot exceed subtotal')).toBeInTheDocument();
  });

  it('creates the order, says so and opens its admin detail', async () => {
    const { calls } = manualOrderApi();
    const { user, router } = renderApp('/admin/manual-order');
    await user.type(await screen.findByLabelText('Find customer'), 'asha');
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(within(customer).getAllByRole('option')).toHaveLength(2));
    expect(
      calls
        .filter((call) => call.url.pathname === '/api/users')
        .at(-1)
        ?.url.searchParams.get('role'),
    ).toBe('user');
    await user.selectOptions(customer, CUSTOMER_ID);
    expect(within(customer).getByRole('option', { name: 'Asha Patil (asha@example.com)' })).toBeInTheDocument();
    const service = screen.getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(service, 's-tub');
    await user.clear(screen.getByLabelText('Offered price per unit (₹)'));
    await user.type(screen.getByLabelText('Offered price per unit (₹)'), '24000');
    await user.type(screen.getByLabelText('Details'), 'Corner bathtub, white');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));

    expect(await screen.findByText('Order created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/orders/${NEW_ORDER_ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      userId: CUSTOMER_ID,
      serviceId: 's-tub',
      quantity: 1,
      offeredPrice: 24000,
      discount: 0,
      taxRate: 18,
      taxAlreadyIncluded: false,
      details: 'Corner bathtub, white',
    });
  });

  it("asks the service's usual advance, shows it in the preview and sends it; an amount replaces the percentage", async () => {
    const { calls } = manualOrderApi();
    const { user } = renderApp('/admin/manual-order');
    await user.type(await screen.findByLabelText('Find customer'), 'asha');
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(within(customer).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(customer, CUSTOMER_ID);
    const service = screen.getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(service, 's-roof');
    const percentage = screen.getByLabelText('Advance (% of the total)');
    const amount = screen.getByLabelText('Advance amount (₹)');
    expect(percentage).toHaveValue(25);
    // 25 % of ₹1,180.00, in whole rupees.
    expect(within(preview()).getByText('Advance asked: ₹295.00')).toBeInTheDocument();

    await user.type(amount, '500');
    expect(percentage).toHaveValue(null);
    expect(within(preview()).getByText('Advance asked: ₹500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      serviceId: 's-roof',
      advanceAmount: 500,
    });
    expect(calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('advancePercentage');
  });

  it('checks the form before sending and shows what the server rejects', async () => {
    const { calls } = manualOrderApi(() => ({
      status: 404,
      body: { message: 'User not found', code: 'USER_NOT_FOUND' },
    }));
    const { user } = renderApp('/admin/manual-order');
    await user.click(await screen.findByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Customer is required')).toBeInTheDocument();
    expect(screen.getByText('Service is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(within(customer).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(customer, CUSTOMER_ID);
    const service = screen.getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(service, 's-roof');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
