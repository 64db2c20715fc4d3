import { apiRequest } from './api-client';
import { clearSession, getRefreshToken } from './session';

/**
 * POST /api/auth/logout revokes the refresh token. Whatever the server answers, the local
 * session is cleared; a failure is only a warning.
 */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken() ?? undefined;
  try {
    await apiRequest('/auth/logout', { method: 'POST', body: { refreshToken } });
  } catch (error) {
    console.warn('Logout failed', error);
  } finally {
    clearSession();
  }
}
