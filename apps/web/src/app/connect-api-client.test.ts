import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { getAccessToken } from '../lib/session';
import { signIn } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { connectApiClient } from './connect-api-client';

describe('API client in the app', () => {
  it("on a 403 shows the server's message, revokes the session and goes to /login", async () => {
    signIn();
    const goToLogin = vi.fn();
    connectApiClient(goToLogin);
    const { calls } = mockApi({
      'GET /api/users/stats': () => ({
        status: 403,
        body: { message: "You don't have permission", code: 'FORBIDDEN' },
      }),
      'POST /api/auth/logout': () => ({ body: { message: 'Logged out' } }),
    });
    renderApp('/');
    await expect(apiRequest('/users/stats')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText("You don't have permission")).toBeInTheDocument();
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(getAccessToken()).toBeNull();
    expect(calls.find((call) => call.path === '/api/auth/logout')?.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it("says 'Access denied' when a 403 carries no message", async () => {
    signIn();
    connectApiClient(vi.fn());
    mockApi({
      'GET /api/users/stats': () => ({ status: 403 }),
      'POST /api/auth/logout': () => ({ body: { message: 'Logged out' } }),
    });
    renderApp('/');
    await expect(apiRequest('/users/stats')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
  });

  it("says 'Session expired. Please log in again.' when the refresh fails", async () => {
    signIn();
    const goToLogin = vi.fn();
    connectApiClient(goToLogin);
    mockApi({
      'GET /api/users/stats': () => ({
        status: 401,
        body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' },
      }),
      'POST /api/auth/refresh-token': () => ({
        status: 401,
        body: { message: 'Token refresh failed', code: 'REFRESH_FAILED' },
      }),
    });
    renderApp('/');
    await expect(apiRequest('/users/stats')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(goToLogin).toHaveBeenCalledOnce();
  });
});
