import { describe, expect, it } from 'vitest';
import { setUpClientSession } from '../test/client-session';
import { mockApi, networkError } from '../test/mock-api';
import { ApiError, apiBlob, apiRequest } from './api-client';
import { getAccessToken, getRefreshToken } from './session';

const { onSessionExpired, onForbidden } = setUpClientSession();

describe('apiRequest', () => {
  it('sends the bearer token with credentials to /api', async () => {
    const { calls } = mockApi({ 'GET /api/auth/me': () => ({ body: { name: 'Asha' } }) });
    await expect(apiRequest('/auth/me')).resolves.toEqual({ name: 'Asha' });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends no token with login, register, forgot-password, reset-password, confirm-email and refresh-token', async () => {
    const { calls } = mockApi({});
    for (const path of [
      '/auth/login',
      '/auth/register',
      '/auth/forgot-password',
      '/auth/reset-password/abc',
      '/auth/confirm-email/abc',
      '/auth/refresh-token',
    ]) {
      await apiRequest(path, { method: 'POST', body: {} }).catch(() => undefined);
    }
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([null, null, null, null, null, null]);
  });

  it('refreshes once on a 401, stores both new tokens and retries the call', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access'
          ? { body: { name: 'Asha' } }
          : { status: 401, body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' } },
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    });
    await expect(apiRequest('/auth/me')).resolves.toEqual({ name: 'Asha' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh-token',
      'GET /api/auth/me',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(sessionStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(getRefreshToken()).toBe('new-refresh');
  });

  it('refreshes on a 403 that answers TOKEN_EXPIRED', async () => {
    let first = true;
    mockApi({
      'GET /api/users/stats': () => {
        if (!first) return { body: { totalUsers: 3 } };
        first = false;
        return { status: 403, body: { message: 'Forbidden: token expired', code: 'TOKEN_EXPIRED' } };
      },
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    });
    await expect(apiRequest('/users/stats')).resolves.toEqual({ totalUsers: 3 });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 is the answer', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({
        status: 401,
        body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' },
      }),
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between calls that fail together', async () => {
    const expired = { status: 401, body: { message: 'x', code: 'TOKEN_EXPIRED' } };
    const { calls } = mockApi({
      'GET /api/users/stats': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? { body: {} } : expired,
      'GET /api/users/activities': ({ headers }) =>
        headers.get('Authorization') === 'Bearer new-access' ? { body: {} } : expired,
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    });
    await Promise.all([apiRequest('/users/stats'), apiRequest('/users/activities')]);
    expect(calls.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('clears the session and reports it when the refresh fails', async () => {
    mockApi({
      'GET /api/auth/me': () => ({
        status: 401,
        body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' },
      }),
      'POST /api/auth/refresh-token': () => ({ status: 401, body: { message: 'Token refresh failed' } }),
    });
    await expect(apiRequest('/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('ends the session without refreshing on a 401 that is not TOKEN_EXPIRED, whatever its text says', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': () => ({ status: 401, body: { message: 'token expired', code: 'TOKEN_INVALID' } }),
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    expect(calls).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('never refreshes for an auth call such as a failed login', async () => {
    const { calls } = mockApi({
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid email or password' } }),
    });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(calls).toHaveLength(1);
    expect(getAccessToken()).toBe('old-access');
  });

  it('ends the session on any other 403 and passes on the server code', async () => {
    mockApi({
      'GET /api/users/stats': () => ({
        status: 403,
        body: { message: "You don't have permission", code: 'FORBIDDEN' },
      }),
    });
    await expect(apiRequest('/users/stats')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledWith('FORBIDDEN');
    expect(getAccessToken()).toBeNull();
  });

  it("throws the server message, its code and params and each field's code, leaving out codes it does not know", async () => {
    mockApi({
      'POST /api/contact': () => ({
        status: 400,
        body: {
          ok: false,
          message: 'Invalid input: email, phone',
          code: 'VALIDATION_FAILED',
          params: { max: '₹5' },
          fields: { email: 'Please enter a valid email address', phone: 'x' },
          fieldCodes: { email: 'EMAIL_INVALID', phone: 'NO_SUCH_CODE' },
        },
      }),
    });
    const error = await apiRequest('/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input: email, phone',
      code: 'VALIDATION_FAILED',
      params: { max: '₹5' },
      fieldCodes: { email: 'EMAIL_INVALID' },
    });
  });

  it('reports a network failure as status 0', async () => {
    mockApi({ 'GET /api/auth/me': networkError });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('sends FormData as it is, without a JSON content type', async () => {
    const { calls } = mockApi({ 'PUT /api/auth/users/me': () => ({ body: {} }) });
    const form = new FormData();
    form.append('name', 'Asha');
    await apiRequest('/auth/users/me', { method: 'PUT', body: form });
    expect((calls[0]?.body as FormData).get('name')).toBe('Asha');
    expect(calls[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('apiBlob', () => {
  it('reads a file answer as a Blob, with the bearer token', async () => {
    const { calls } = mockApi({
      'GET /api/invoices/abc/pdf': () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const blob = await apiBlob('/invoices/abc/pdf?lang=en');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(calls[0]?.path).toBe('/api/invoices/abc/pdf?lang=en');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer old-access');
  });

  it('throws the server message of a failed file call', async () => {
    mockApi({ 'GET /api/invoices/abc/pdf': () => ({ status: 404, body: { message: 'Order not found' } }) });
    await expect(apiBlob('/invoices/abc/pdf')).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });
});
