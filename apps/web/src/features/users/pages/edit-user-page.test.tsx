import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin, loadUsersPages } from '../test-support';

loadUsersPages();

const asha = aUser({ _id: 'b0000000-0000-4000-8000-000000000000', profileImage: '/uploads/avatars/a.webp' });

function editApi(onPut: (call: RecordedCall) => { status?: number; body?: unknown }) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    [`GET /api/users/${asha._id}`]: () => ({ body: asha }),
    [`PUT /api/users/${asha._id}`]: onPut,
    [`GET /api/users/${asha._id}/records`]: () => ({
      body: { orders: [], totalOrders: 0, quotations: [], totalQuotations: 0 },
    }),
  });
}

describe('/admin/users/:id/edit', () => {
  it('shows the person’s details and avatar, and saves changes as JSON without empty fields', async () => {
    const { calls } = editApi(() => ({ body: { message: 'User updated successfully', user: asha } }));
    const { user, router } = renderApp(`/admin/users/${asha._id}/edit`);
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Patil');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Role')).toHaveValue('user');
    expect(screen.getByRole('img', { name: 'Profile picture of Asha Patil' })).toHaveAttribute(
      'src',
      '/uploads/avatars/a.webp',
    );
    await user.clear(screen.getByLabelText('Address'));
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${asha._id}`));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '+919876543210',
      role: 'admin',
    });
  });

  it('sends a new picture and password as multipart', async () => {
    const { calls } = editApi(() => ({ body: { message: 'User updated successfully', user: asha } }));
    const { user } = renderApp(`/admin/users/${asha._id}/edit`);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Profile Picture'), file);
    await user.type(screen.getByLabelText('New password (optional)'), 'set-by-admin');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('User updated successfully');
    const body = calls.find((c) => c.method === 'PUT')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('password')).toBe('set-by-admin');
    expect((form.get('profileImage') as File).name).toBe('face.png');
  });

  it('shows the refusal to demote the last admin', async () => {
    editApi(() => ({
      status: 409,
      body: { message: 'This is the only admin account: make another user an admin first.', code: 'LAST_ADMIN' },
    }));
    const { user } = renderApp(`/admin/users/${asha._id}/edit`);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.getByText('This is the only admin account: make another user an admin first.')).toBeInTheDocument();
  });
});
