import { SIGNED_IN_COOKIE } from '@karigar/domain/page-render';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { mirrorInCookie } from './cookie';
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
  mirrorSession();
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

/** Mirrors whether a session is held into a cookie, so the server renders the header signed in (decision 033). */
export function mirrorSession(): void {
  mirrorInCookie(SIGNED_IN_COOKIE, getAccessToken() === null ? null : '1');
}

/** Whether the cookie says a session is held: what the server rendered the page's header with. */
export function signedInHint(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}

const RenderedSignedIn = createContext(false);
/** Whether the page's HTML was rendered signed in: the server's view, which the hydration repeats. */
export const RenderedSignedInProvider = RenderedSignedIn.Provider;

/** Whether a session is held; the page's server rendering and its hydration show what the cookie said. */
export function useSignedIn(): boolean {
  const rendered = useContext(RenderedSignedIn);
  return useSyncExternalStore(
    subscribeSession,
    () => getAccessToken() !== null,
    () => rendered,
  );
}

export function useAccessToken(): string | null {
  // The server renders signed out (it never sees the tokens); the hydration too, then the session shows.
  return useSyncExternalStore(subscribeSession, getAccessToken, () => null);
}
