import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpClientSession } from '../test/client-session';
import { mockApi } from '../test/mock-api';
import type * as ApiClient from './api-client';
import { apiRequest, REFRESH_LOCK } from './api-client';
import { clearSession, getRefreshToken, saveTokens } from './session';

const { onSessionExpired, onForbidden } = setUpClientSession();

/** Web Locks as a browser grants them to all the tabs of a site: one holder at a time, in turn. */
function shareLocksBetweenTabs(): string[] {
  const requested: string[] = [];
  let held: Promise<unknown> = Promise.resolve();
  const locks = {
    request: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      requested.push(name);
      const turn = held.then(task);
      held = turn.catch(() => undefined);
      return turn;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return requested;
}

/** Another tab: its own copy of the client, sharing this one's storage (and locks, when stubbed). */
async function openTab(): Promise<typeof ApiClient> {
  vi.resetModules();
  const tab = await import('./api-client');
  tab.configureApiClient({ onSessionExpired, onForbidden });
  return tab;
}

describe('refreshing across tabs', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  const expiringMe = () => ({
    'GET /api/auth/me': ({ headers }: { headers: Headers }) =>
      headers.get('Authorization') === 'Bearer old-access'
        ? { status: 401, body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' } }
        : { body: { name: headers.get('Authorization') } },
  });

  it('lets one of two tabs refresh while the other waits and takes the pair it stored', async () => {
    const requested = shareLocksBetweenTabs();
    const [first, second] = [await openTab(), await openTab()];
    let rotations = 0;
    const { calls } = mockApi({
      ...expiringMe(),
      'POST /api/auth/refresh-token': ({ body }) =>
        (body as { refreshToken: string }).refreshToken === 'old-refresh' && ++rotations === 1
          ? { body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }
          : { status: 401, body: { message: 'Token refresh failed' } },
    });
    const answers = await Promise.all([first.apiRequest('/auth/me'), second.apiRequest('/auth/me')]);
    expect(answers).toEqual([{ name: 'Bearer new-access' }, { name: 'Bearer new-access' }]);
    expect(calls.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(getRefreshToken()).toBe('new-refresh');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uses the pair another tab stored while the failed call was on its way, without refreshing', async () => {
    shareLocksBetweenTabs();
    const { calls } = mockApi({
      'GET /api/auth/me': ({ headers }) => {
        if (headers.get('Authorization') !== 'Bearer old-access') return { body: { name: 'Asha' } };
        saveTokens({ accessToken: 'other-tab-access', refreshToken: 'other-tab-refresh' });
        return { status: 401, body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' } };
      },
    });
    await expect(apiRequest('/auth/me')).resolves.toEqual({ name: 'Asha' });
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer old-access',
      'Bearer other-tab-access',
    ]);
  });

  it('ends the session when another tab logged out while this one waited', async () => {
    shareLocksBetweenTabs();
    const { calls } = mockApi({
      'GET /api/auth/me': () => {
        clearSession();
        return { status: 401, body: { message: 'Unauthorized: token expired', code: 'TOKEN_EXPIRED' } };
      },
    });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('still refreshes, tab by tab, where the browser has no Web Locks', async () => {
    expect('locks' in navigator).toBe(false);
    const { calls } = mockApi({
      ...expiringMe(),
      'POST /api/auth/refresh-token': () => ({ body: { accessToken: 'new-access', refreshToken: 'new-refresh' } }),
    });
    await expect(apiRequest('/auth/me')).resolves.toEqual({ name: 'Bearer new-access' });
    expect(calls.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
  });
});
