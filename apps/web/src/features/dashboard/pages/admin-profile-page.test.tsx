import type { PublicUser } from '@karigar/domain/user';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { admin } from '../testing/fixtures';

function profileApi(extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  return mockApi({ 'GET /api/auth/me': () => ({ body: admin }), ...extra });
}

function infoValue(label: string): string | null | undefined {
  const grid = screen.getByRole('heading', { name: 'User Information' }).nextElementSibling as HTMLElement;
  return within(grid).getByText(label).nextElementSibling?.textContent;
}

describe('admin profile page', () => {
  it("shows the admin's profile and two-factor card, without the customer's order and quotation buttons", async () => {
    profileApi();
    renderApp('/admin/profile');
    const greeting = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ravi Admin!' });
    expect(infoValue('Email')).toBe('admin@localhost');
    expect(infoValue('Phone')).toBe('N/A');
    expect(infoValue('Role')).toBe('Admin');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    const profile = greeting.closest('section')!;
    expect(within(profile).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'View Orders' })).not.toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'View Quotations' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn On' })).toBeInTheDocument();
  });

  it('edits the profile in place and returns to view mode', async () => {
    const updated: PublicUser = { ...admin, name: 'Ravi Kale' };
    const { calls } = profileApi({
      'PUT /api/auth/users/me': () => ({ body: { message: 'Profile updated successfully', user: updated } }),
    });
    const { user, router } = renderApp('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Role')).toBeDisabled();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ravi Kale');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi Kale!' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'Ravi Kale' });
    expect(router.state.location.pathname).toBe('/admin/profile');
  });
});
