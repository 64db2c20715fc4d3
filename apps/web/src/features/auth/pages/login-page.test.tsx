import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const session = (role: 'admin' | 'user') => ({ accessToken: 'a1', refreshToken: 'r1', user: aUser({ role }) });

describe('login page', () => {
  it('logs a customer in, keeps both tokens and opens the dashboard', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': () => ({ body: session('user') }) });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'Asha@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(calls[0]?.body).toEqual({ email: 'asha@example.com', password: 'correct-horse' });
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('a1');
    expect(sessionStorage.getItem('accessToken')).toBe('a1');
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(sessionStorage.getItem('refreshToken')).toBe('r1');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Patil!' })).toBeInTheDocument();
  });

  it('switches the app to the language stored with the account', async () => {
    mockApi({
      'POST /api/auth/login': () => ({ body: { ...session('user'), user: aUser({ language: 'mr' }) } }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem('i18nextLng')).toBe('mr');
  });

  it('sends an admin to /admin', async () => {
    mockApi({
      'POST /api/auth/login': () => ({ body: session('admin') }),
      'GET /api/users/stats': () => ({ body: { totalUsers: 2 } }),
      'GET /api/users/activities': () => ({ body: { activities: [] } }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('accepts the default admin@localhost address, whatever the spaces around it', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': () => ({ body: session('admin') }),
      'GET /api/users/stats': () => ({ body: { totalUsers: 1 } }),
      'GET /api/users/activities': () => ({ body: { activities: [] } }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), ' admin@localhost ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls[0]?.body).toEqual({ email: 'admin@localhost', password: 'secret-pass' });
  });

  it("shows the server's message for wrong credentials", async () => {
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      }),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockApi({ 'POST /api/auth/login': () => ({ status: 502 }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('asks for the 6-digit code when MFA is on and finishes the login with it', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': () => ({ body: { mfaRequired: true, userId: 'u-1', challenge: 'ch-1' } }),
      'POST /api/auth/verify-mfa': () => ({ body: session('user') }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(calls.find((call) => call.path === '/api/auth/verify-mfa')?.body).toEqual({
      userId: 'u-1',
      challenge: 'ch-1',
      verificationCode: '654321',
    });
  });

  it('links to registration and the forgotten-password page', async () => {
    mockApi({});
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
