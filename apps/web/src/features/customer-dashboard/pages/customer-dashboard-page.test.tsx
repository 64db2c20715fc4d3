import type { PublicUser } from '@karigar/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

function profileApi(user: PublicUser, onUpdate?: (call: RecordedCall) => { status?: number; body?: unknown }) {
  signIn();
  return mockApi({
    'GET /api/auth/me': () => ({ body: user }),
    'PUT /api/auth/users/me': (call) => onUpdate?.(call) ?? { body: { message: 'Profile updated successfully', user } },
  });
}

function infoValue(label: string): string | null | undefined {
  const grid = screen.getByRole('heading', { name: 'User Information' }).nextElementSibling as HTMLElement;
  return within(grid).getByText(label).nextElementSibling?.textContent;
}

describe('profile page', () => {
  it('greets the user and lists their details, with N/A for what is missing', async () => {
    profileApi(aUser({ phone: null, address: '' }));
    renderApp('/user/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Patil!' })).toBeInTheDocument();
    expect(infoValue('Name')).toBe('Asha Patil');
    expect(infoValue('Email')).toBe('asha@example.com');
    expect(infoValue('Phone')).toBe('N/A');
    expect(infoValue('Address')).toBe('N/A');
    expect(infoValue('Created At')).toBe('15 Jan 2026');
    expect(screen.getByRole('img', { name: 'Profile picture of Asha Patil' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
  });

  it('offers a new customer a quotation request, not their record id or role', async () => {
    profileApi(aUser());
    const { user, router } = renderApp('/user/dashboard');
    const request = await screen.findByRole('link', { name: 'Request a quotation' });
    expect(screen.queryByText('User ID')).not.toBeInTheDocument();
    expect(screen.queryByText(/Role/)).not.toBeInTheDocument();
    expect(screen.queryByText('0b6f1c3e-5d7a-4c1e-9f55-1a2b3c4d5e6f')).not.toBeInTheDocument();
    await user.click(request);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/quotations/new'));
  });

  it('shows the uploaded avatar and falls back to the default one when it is broken', async () => {
    profileApi(aUser({ profileImage: '/uploads/avatars/a.webp' }));
    renderApp('/user/dashboard');
    const avatar = await screen.findByRole('img', { name: 'Profile picture of Asha Patil' });
    expect(avatar).toHaveAttribute('src', '/uploads/avatars/a.webp');
    avatar.dispatchEvent(new Event('error'));
    expect(avatar.getAttribute('src')).toBe('/images/default-avatar.svg');
  });

  it.each([
    ['View Orders', '/user/my-orders'],
    ['View Quotations', '/user/quotations/user'],
  ])('the %s button opens %s', async (button, path) => {
    profileApi(aUser());
    const { user, router } = renderApp('/user/dashboard');
    await user.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 15_000 });
  });

  it.each(['/user/dashboard', '/user'])('sends an admin who opens %s to the admin dashboard, /admin', async (path) => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }) });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByRole('heading', { name: 'Welcome, Ravi Admin!' })).not.toBeInTheDocument();
  });

  it('edits the profile as JSON, leaving out empty fields', async () => {
    const updated = aUser({ name: 'Asha P.', phone: null });
    const { calls } = profileApi(aUser(), () => ({ body: { message: 'Profile updated successfully', user: updated } }));
    const { user } = renderApp('/user/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByLabelText('Role')).toBeDisabled();
    expect(screen.getByLabelText('Profile Picture')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Address').tagName).toBe('TEXTAREA');
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Asha P.');
    await user.clear(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/auth/users/me');
    expect(put?.body).toEqual({ name: 'Asha P.', email: 'asha@example.com', address: '12 MG Road, Pune' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha P.!' })).toBeInTheDocument();
  });

  it('keeps this session signed in with the fresh tokens a new password answers', async () => {
    profileApi(aUser(), () => ({
      body: {
        message: 'Profile updated successfully',
        user: aUser(),
        accessToken: 'new-access',
        refreshToken: 'new-refresh',
      },
    }));
    const { user } = renderApp('/user/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('New Password (optional)'), 'a-new-password');
    await user.type(screen.getByLabelText('Current password'), 'the-old-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(sessionStorage.getItem('refreshToken')).toBe('new-refresh');
  });

  it('sends a new picture as multipart with the profileImage field', async () => {
    const { calls } = profileApi(aUser());
    const createObjectURL = vi.fn(() => 'blob:preview');
    URL.createObjectURL = createObjectURL; // jsdom has no object URLs
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp('/user/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    const file = new File(['avatar'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Picture'), file);
    expect(screen.getByRole('img', { name: 'Profile picture of Asha Patil' })).toHaveAttribute('src', 'blob:preview');
    await user.type(screen.getByLabelText('New Password (optional)'), 'a-new-password');
    await user.type(screen.getByLabelText('Current password'), 'the-old-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Profile updated successfully!');
    const body = calls.find((call) => call.method === 'PUT')?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    const sent = form.get('profileImage') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual([file.name, 'image/png', 'avatar']);
    expect(form.get('password')).toBe('a-new-password');
    expect(form.get('currentPassword')).toBe('the-old-password');
    expect(form.get('name')).toBe('Asha Patil');
  });

  it("says 'Failed to update profile.' when saving fails and stays in edit mode", async () => {
    profileApi(aUser(), () => ({ status: 409, body: { message: 'Email already registered', code: 'EMAIL_TAKEN' } }));
    const { user } = renderApp('/user/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.getByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('turns two-factor authentication on with a scanned code', async () => {
    const user0 = aUser();
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: user0 }),
      'POST /api/auth/mfa/setup': () => ({
        body: { otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AAAA', secret: 'JBSWY3DPEHPK3PXP' },
      }),
      'POST /api/auth/mfa/enable': () => ({
        body: { message: 'Two-factor authentication is now on.', user: { ...user0, mfaEnabled: true } },
      }),
    });
    const { user } = renderApp('/user/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Two-factor authentication' }));
    await user.type(card.getByLabelText('Your current password'), 'my-password');
    await user.click(card.getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Two-factor authentication is now on.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/mfa/setup')?.body).toEqual({ currentPassword: 'my-password' });
    expect(calls.find((call) => call.path === '/api/auth/mfa/enable')?.body).toEqual({ code: '123456' });
    expect(await screen.findByRole('button', { name: 'Turn Off' })).toBeInTheDocument();
  });

  it('asks for the current password before turning two-factor authentication on, and shows a wrong one', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      'POST /api/auth/mfa/setup': () => ({
        status: 400,
        body: {
          message: 'Your current password is not correct.',
          code: 'CURRENT_PASSWORD_WRONG',
          fields: { currentPassword: 'Your current password is not correct.' },
          fieldCodes: { currentPassword: 'CURRENT_PASSWORD_WRONG' },
        },
      }),
    });
    const { user } = renderApp('/user/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Two-factor authentication' }));
    await user.click(card.getByRole('button', { name: 'Turn On' }));
    expect(await card.findByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/mfa/setup')).toHaveLength(0);
    await user.type(card.getByLabelText('Your current password'), 'a-guess');
    await user.click(card.getByRole('button', { name: 'Turn On' }));
    await waitFor(() =>
      expect(card.getByLabelText('Your current password')).toHaveAccessibleDescription(
        /Your current password is not correct\./,
      ),
    );
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
  });
});
