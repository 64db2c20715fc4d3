import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const WALK_IN_ID = '4d5e6f70-8192-4a3b-9c4d-5e6f708192a3';
const walkIn = aUser({ _id: WALK_IN_ID, name: 'Ramesh Shinde', email: null, phone: '98220 12345' });
const roofing = {
  _id: 's-roof',
  name: 'Fiberglass Roofing',
  nameMr: '',
  description: '',
  descriptionMr: '',
  price: 1000,
  sacCode: '998714',
  image: null,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function walkInApi() {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }),
    'GET /api/services': () => ({ body: { services: [roofing], total: 1, page: 1, totalPages: 1 } }),
    'GET /api/users': () => ({ body: { users: [], pagination: { totalUsers: 0, totalPages: 1, currentPage: 1 } } }),
    'POST /api/users/create': () => ({ status: 201, body: { message: 'User created successfully', user: walkIn } }),
    'POST /api/orders': () => ({
      status: 201,
      body: { message: 'Order created successfully', order: anOrder({ origin: 'manual' }) },
    }),
  });
}

beforeAll(async () => {
  await import('./manual-order-page');
});

describe('a manual order for a walk-in customer', () => {
  it('adds the customer by name and phone, chooses them, and orders for them', async () => {
    const { calls } = walkInApi();
    const { user } = renderApp('/admin/manual-order');
    await user.click(await screen.findByRole('button', { name: 'New walk-in customer' }));
    const group = within(screen.getByRole('group', { name: 'New walk-in customer' }));
    await user.click(group.getByRole('button', { name: 'Add customer' }));
    expect(group.getByLabelText("Customer's name")).toHaveAccessibleDescription('Name is required');
    expect(group.getByLabelText('Phone')).toHaveAccessibleDescription('Please give an email address or a phone number');

    await user.type(group.getByLabelText("Customer's name"), 'Ramesh Shinde');
    await user.type(group.getByLabelText('Phone'), '98220 12345');
    await user.click(group.getByRole('button', { name: 'Add customer' }));
    const customer = screen.getByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveValue(WALK_IN_ID));
    expect(within(customer).getByRole('option', { name: 'Ramesh Shinde (98220 12345)' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/create')?.body).toEqual({
      name: 'Ramesh Shinde',
      phone: '98220 12345',
      email: '',
      role: 'user',
    });

    const service = screen.getByRole('combobox', { name: 'Service' });
    await waitFor(() => expect(within(service).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(service, 's-roof');
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/orders')?.body).toMatchObject({ userId: WALK_IN_ID }),
    );
  });

  it('speaks Marathi', async () => {
    await i18n.changeLanguage('mr');
    walkInApi();
    const { user } = renderApp('/admin/manual-order');
    await user.click(await screen.findByRole('button', { name: 'नवीन वॉक-इन ग्राहक' }));
    expect(screen.getByLabelText('ग्राहकाचे नाव')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल (ऐच्छिक)')).toBeInTheDocument();
  });
});
