import type { PublicUser } from '@karigar/domain/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const admin = aUser({ role: 'admin', name: 'Ravi Admin', email: 'admin@localhost', phone: null });

function adminApi(extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: admin }),
    'GET /api/users/stats': () => ({
      body: { totalUsers: 42, totalAdmins: 1, totalCustomers: 41, newUsersThisMonth: 3 },
    }),
    'GET /api/users/activities': () => ({ body: { activities: ['22 Nov 2026, 10:04 · Asha Patil logged in'] } }),
    ...extra,
  });
}

function infoValue(label: string): string | null | undefined {
  const grid = screen.getByRole('heading', { name: 'User Information' }).nextElementSibling as HTMLElement;
  return within(grid).getByText(label).nextElementSibling?.textContent;
}

describe('admin dashboard', () => {
  it("shows the admin's profile, the user count, the shortcuts and the recent activities", async () => {
    adminApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Ravi Admin!' })).toBeInTheDocument();
    expect(infoValue('Email')).toBe('admin@localhost');
    expect(infoValue('Phone')).toBe('N/A');
    expect(infoValue('Role')).toBe('Admin');
    expect(await screen.findByTestId('total-users')).toHaveTextContent('42');
    expect(await screen.findByText('22 Nov 2026, 10:04 · Asha Patil logged in')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Manage' });
    expect(within(shortcuts).getByRole('link', { name: /Orders/ })).toHaveAttribute('href', '/admin/orders');
    expect(within(shortcuts).getByRole('link', { name: /Quotations/ })).toHaveAttribute('href', '/admin/quotations');
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn On' })).toBeInTheDocument();
  });

  it('edits the admin profile in place and returns to view mode', async () => {
    const updated: PublicUser = { ...admin, name: 'Ravi Kale' };
    const { calls } = adminApi({
      'PUT /api/auth/users/me': () => ({ body: { message: 'Profile updated successfully', user: updated } }),
    });
    const { user, router } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('New Password (optional)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ravi Kale');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi Kale!' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Ravi Kale' });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("leaves out the profile's order and quotation buttons: the shortcuts cover them", async () => {
    adminApi();
    renderApp('/admin');
    const profile = (await screen.findByRole('heading', { name: 'Welcome, Ravi Admin!' })).closest('section')!;
    expect(within(profile).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'View Orders' })).not.toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'View Quotations' })).not.toBeInTheDocument();
  });
});
