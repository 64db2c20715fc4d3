import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

describe('forgotten password', () => {
  it("shows the server's answer after asking for a link", async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => ({
        body: { message: 'If an account exists for that email, a password reset link has been sent.' },
      }),
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that email, a password reset link has been sent.',
    );
  });

  it('asks for a link for an address on a host without a dot (admin@localhost)', async () => {
    const { calls } = mockApi({
      'POST /api/auth/forgot-password': () => ({
        body: { message: 'If an account exists for that email, a password reset link has been sent.' },
      }),
    });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'admin@localhost');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'admin@localhost' });
  });

  it("falls back to 'Failed to send reset link'", async () => {
    mockApi({ 'POST /api/auth/forgot-password': () => ({ status: 503 }) });
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link');
  });
});

describe('reset password', () => {
  it('sets the new password for the token and links to login', async () => {
    const { calls } = mockApi({
      'PATCH /api/auth/reset-password/tok-123': () => ({
        body: { message: 'Password has been reset. You can now log in.' },
      }),
    });
    const { user } = renderApp('/reset-password/tok-123');
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password has been reset. You can now log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.body).toEqual({ newPassword: 'brand-new-pass' });
  });

  it('refuses two different passwords', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/reset-password/tok-123');
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'another-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message for a spent link", async () => {
    mockApi({
      'PATCH /api/auth/reset-password/tok-123': () => ({
        status: 400,
        body: { message: 'This password reset link is invalid or has expired.', code: 'RESET_LINK_INVALID' },
      }),
    });
    const { user } = renderApp('/reset-password/tok-123');
    await user.type(await screen.findByLabelText('New Password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it("shows the server's refusal of a common password beside the field", async () => {
    mockApi({
      'PATCH /api/auth/reset-password/tok-123': () => ({
        status: 400,
        body: {
          message: 'This password is too common and easy to guess. Please choose another.',
          code: 'PASSWORD_TOO_COMMON',
          fields: { newPassword: 'This password is too common and easy to guess. Please choose another.' },
          fieldCodes: { newPassword: 'PASSWORD_TOO_COMMON' },
        },
      }),
    });
    const { user } = renderApp('/reset-password/tok-123');
    await user.type(await screen.findByLabelText('New Password'), 'sunshine1');
    await user.type(screen.getByLabelText('Confirm Password'), 'sunshine1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        'This password is too common and easy to guess. Please choose another.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
