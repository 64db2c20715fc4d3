import { describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../test/fake-xhr';
import { mockApi } from '../test/mock-api';
import { ApiError } from './api-client';
import { saveTokens } from './session';
import { uploadWithProgress } from './upload-with-progress';

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token and reports progress', async () => {
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const { requests } = fakeXhr();
    const onProgress = vi.fn();
    const body = new FormData();
    body.append('name', 'Roofing');
    const answer = uploadWithProgress<{ ok: boolean }>('/services', { method: 'POST', body, onProgress });

    const [request] = requests;
    expect(request?.sent).toMatchObject({ method: 'POST', url: '/api/services', body, withCredentials: true });
    expect(request?.sent.headers.authorization).toBe('Bearer access-1');
    request?.progress(25, 100);
    request?.progress(100, 100);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    request?.respond(201, { ok: true });
    await expect(answer).resolves.toEqual({ ok: true });
  });

  it('turns a failed answer into an ApiError with the server’s message, code and field codes', async () => {
    const { requests } = fakeXhr();
    const answer = uploadWithProgress('/services/x', { method: 'PUT', body: new FormData() });
    requests[0]?.respond(400, {
      message: 'Invalid input: price',
      code: 'VALIDATION_FAILED',
      fields: { price: 'Price is required' },
      fieldCodes: { price: 'PRICE_REQUIRED' },
    });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input: price',
      code: 'VALIDATION_FAILED',
      fieldCodes: { price: 'PRICE_REQUIRED' },
    });
  });

  it('reports a network failure as status 0', async () => {
    const { requests } = fakeXhr();
    const answer = uploadWithProgress('/services', { method: 'POST', body: new FormData() });
    requests[0]?.fail();
    await expect(answer).rejects.toMatchObject({ status: 0, isNetworkError: true });
  });

  it('renews an expired session once and sends the upload again with the new token', async () => {
    saveTokens({ accessToken: 'old', refreshToken: 'refresh-1' });
    const { requests } = fakeXhr();
    let meCalls = 0;
    mockApi({
      'GET /api/auth/me': () =>
        ++meCalls === 1
          ? { status: 401, body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' } }
          : { body: {} },
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new', refreshToken: 'refresh-2' } }),
    });
    const answer = uploadWithProgress<{ ok: boolean }>('/services', { method: 'POST', body: new FormData() });
    requests[0]?.respond(401, { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' });
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.sent.headers.authorization).toBe('Bearer new');
    requests[1]?.respond(201, { ok: true });
    await expect(answer).resolves.toEqual({ ok: true });
  });
});
