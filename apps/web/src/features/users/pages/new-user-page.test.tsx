import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, loadUsersPages } from '../test-support';

loadUsersPages();

const created = aUser({ _id: 'c0000000-0000-4000-8000-000000000000', name: 'Meera Joshi', email: 'meera@example.com' });

describe('/admin/users/new', () => {
  it('creates a customer without a password, then shows them', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'POST /api/users/create': () => ({ status: 201, body: { message: 'User created successfully', user: created } }),
      [`GET /api/users/${created._id}`]: () => ({ body: created }),
      [`GET /api/users/${created._id}/records`]: () => ({
        body: { orders: [], totalOrders: 0, quotations: [], totalQuotations: 0 },
      }),
    });
    const { user, router } = renderApp('/admin/users/new');
    expect(await screen.findByRole('heading', { name: 'New user' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toHaveValue('user');
    expect(screen.getByText('Leave it empty to email them a link to choose their own.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Meera Joshi');
    await user.type(screen.getByLabelText('Email'), 'meera@example.com');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Create user' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${created._id}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Meera Joshi',
      email: 'meera@example.com',
      phone: '+919876543210',
      role: 'user',
    });
  });

  it('checks the fields before sending and shows the server’s refusal', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'POST /api/users/create': () => ({
        status: 409,
        body: { message: 'Email already registered', code: 'EMAIL_TAKEN' },
      }),
    });
    const { user } = renderApp('/admin/users/new');
    await user.click(await screen.findByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Meera');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('Email already registered')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ role: 'admin' });
  });

  it('creates a walk-in customer with a name and phone only, and shows them without an email', async () => {
    signIn();
    const walkIn = aUser({ _id: 'd0000000-0000-4000-8000-000000000000', name: 'Ramesh Shinde', email: null });
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: admin }),
      'POST /api/users/create': () => ({ status: 201, body: { message: 'User created successfully', user: walkIn } }),
      [`GET /api/users/${walkIn._id}`]: () => ({ body: walkIn }),
      [`GET /api/users/${walkIn._id}/records`]: () => ({
        body: { orders: [], totalOrders: 0, quotations: [], totalQuotations: 0 },
      }),
    });
    const { user } = renderApp('/admin/users/new');
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Optional for a customer: without an email they are a walk-in customer, who cannot sign in until you add one.',
    );
    await user.type(screen.getByLabelText('Name'), 'Ramesh Shinde');
    await user.type(screen.getByLabelText('Phone'), '98220 12345');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(
      await screen.findByText('None: a walk-in customer, who cannot sign in until an email is added'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ramesh Shinde',
      phone: '+919822012345',
      role: 'user',
    });
  });
});
