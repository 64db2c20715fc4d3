import { beforeEach, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import { saveTokens } from '../lib/session';

/**
 * For the API client's tests: before each test the client reports to fresh spies, and an old
 * access and refresh token pair is stored.
 */
export function setUpClientSession() {
  const spies = { onSessionExpired: vi.fn(), onForbidden: vi.fn() };
  beforeEach(() => {
    spies.onSessionExpired.mockReset();
    spies.onForbidden.mockReset();
    configureApiClient(spies);
    saveTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  });
  return spies;
}
