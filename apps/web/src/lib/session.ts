import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * The session's tokens. Both are kept in sessionStorage and in localStorage (so a new tab stays
 * signed in); reads prefer localStorage, then sessionStorage. The user itself is not stored: it
 * is loaded from /api/auth/me (see current-user.ts).
 */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  return readStorage('local', key) ?? readStorage('session', key);
}

export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

export function saveTokens(tokens: TokenPair): void {
  for (const area of ['session', 'local'] as const) {
    writeStorage(area, ACCESS_TOKEN_KEY, tokens.accessToken);
    writeStorage(area, REFRESH_TOKEN_KEY, tokens.refreshToken);
  }
  notify();
}

/** Forgets the session everywhere (logout, a failed refresh, a 403). */
export function clearSession(): void {
  for (const area of ['session', 'local'] as const) {
    removeStorage(area, ACCESS_TOKEN_KEY);
    removeStorage(area, REFRESH_TOKEN_KEY);
  }
  notify();
}

/** Calls `listener` whenever the tokens change, here or (through localStorage) in another tab. */
export function subscribeSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAccessToken(): string | null {
  // The server renders signed out (it never sees the tokens); the hydration too, then the session shows.
  return useSyncExternalStore(subscribeSession, getAccessToken, () => null);
}
