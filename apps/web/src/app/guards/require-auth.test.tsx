import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, signIn } from '../../test/fixtures';
import { mockApi, pending } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

describe('route guard', () => {
  it('sends a visitor without a token to /login', async () => {
    mockApi({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it("says 'You need to log in first!' when the profile is opened without a token", async () => {
    mockApi({});
    const { router } = renderApp('/user/dashboard');
    expect(await screen.findByText('You need to log in first!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows 'Loading...' while a token's user is being fetched", async () => {
    signIn();
    const { calls } = mockApi({ 'GET /api/auth/me': () => pending() });
    renderApp('/user/my-orders');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/me')).toBe(true);
  });

  it.each(['/user/dashboard', '/admin'])("shows 'Loading user data...' on %s while the user loads", async (path) => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => pending() });
    renderApp(path);
    expect(await screen.findByText('Loading user data...')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it.each(['/admin/users', '/user/no-such-page'])('sends a visitor without a token at %s to /login', async (path) => {
    mockApi({});
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('sends a customer at an unknown admin path to /unauthorized', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role: 'user' }) }) });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each([
    ['a customer', 'user', '/user/no-such-page'],
    ['an admin', 'admin', '/admin/no-such-page'],
  ] as const)('shows %s the not-found page at an unknown path of their own area', async (_, role, path) => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role }) }) });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends a customer who opens an admin page to /unauthorized', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser({ role: 'user' }) }) });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets an admin into /admin', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ role: 'admin', name: 'Ravi Admin' }) }),
      'GET /api/users/stats': () => ({
        body: { totalUsers: 42, totalAdmins: 1, totalCustomers: 41, newUsersThisMonth: 3, newEnquiries: 0 },
      }),
    });
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
  });

  it('redirects bare /user to the dashboard', async () => {
    signIn();
    mockApi({ 'GET /api/auth/me': () => ({ body: aUser() }) });
    const { router } = renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha Patil!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('ends the session when the user cannot be loaded', async () => {
    signIn();
    mockApi({
      'GET /api/auth/me': () => ({
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      }),
      'POST /api/auth/logout': () => ({ body: { message: 'Logged out' } }),
    });
    const { router } = renderApp('/user/dashboard');
    expect(await screen.findByText('Session expired. Please log in again.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
