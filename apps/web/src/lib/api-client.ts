import { isErrorCode, type ErrorCode, type ErrorParams } from '@karigar/domain/error-codes';
import type { ErrorBody } from '@karigar/domain/errors';
import { clearSession, getAccessToken, getRefreshToken, saveTokens, type TokenPair } from './session';

const BASE = '/api';

/** Calls made without a bearer token. */
const publicCalls = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/confirm-email',
  '/auth/refresh-token',
];
/** Auth calls: their 401/403 answers are the answer, never a reason to refresh or log out. */
const authCalls = [...publicCalls, '/auth/logout', '/auth/verify-mfa'];

function isOneOf(path: string, calls: readonly string[]): boolean {
  return calls.some((call) => path === call || path.startsWith(`${call}/`));
}

/**
 * A failed call: the server's English `message` (may be empty), its `code` with the `params` its
 * text names, and each field's code; status 0 for a network failure.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams | undefined;
  readonly fieldCodes: Record<string, ErrorCode> | undefined;

  constructor(status: number, body?: Partial<ErrorBody>) {
    super(body?.message ?? '');
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code;
    this.params = body?.params;
    this.fieldCodes = body?.fieldCodes;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClientHandlers {
  /** The session could not be refreshed and was cleared: go to /login. */
  onSessionExpired: () => void;
  /** A 403 ends the session (cleared right after this call); `code` is the server's reason when it gave one. */
  onForbidden: (code: ErrorCode | undefined) => void;
}

let handlers: ApiClientHandlers = { onSessionExpired: () => {}, onForbidden: () => {} };

export function configureApiClient(next: ApiClientHandlers): void {
  handlers = next;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: object;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const token = getAccessToken();
  if (token && !isOneOf(path, publicCalls)) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(`${BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The parts of a failed call's JSON answer the client reads (codes it does not know are left out). */
export function errorBody(data: unknown): Partial<ErrorBody> | undefined {
  if (!isRecord(data)) return undefined;
  const { message, code, params, fieldCodes } = data;
  return {
    message: typeof message === 'string' ? message : undefined,
    code: isErrorCode(code) ? code : undefined,
    params: isRecord(params) ? (params as ErrorParams) : undefined,
    fieldCodes: isRecord(fieldCodes)
      ? Object.fromEntries(
          Object.entries(fieldCodes).filter((entry): entry is [string, ErrorCode] => isErrorCode(entry[1])),
        )
      : undefined,
  };
}

function isTokenPair(data: unknown): data is TokenPair {
  const pair = data as Partial<TokenPair> | undefined;
  return typeof pair?.accessToken === 'string' && typeof pair.refreshToken === 'string';
}

/** The Web Lock every tab of the site takes to refresh, so only one of them refreshes at a time. */
export const REFRESH_LOCK = 'karigar-refresh';

/** Runs `task` holding the refresh lock; where the browser has no Web Locks, at once. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) return navigator.locks.request(REFRESH_LOCK, task);
  return task();
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair (the server rotates it, so both are stored). Calls of
 * this tab that fail together share one refresh, and tabs take turns through the refresh lock:
 * when the stored access token is no longer the one the failed call was sent with, another tab
 * has already refreshed (or signed in again) and its pair is used without a call of its own.
 */
function refreshTokens(failedWith: string | null): Promise<boolean> {
  refreshing ??= withRefreshLock(async () => {
    if (getAccessToken() !== failedWith) return getAccessToken() !== null;
    const refreshToken = getRefreshToken();
    if (!refreshToken) return false;
    const response = await send('/auth/refresh-token', { method: 'POST', body: { refreshToken } });
    const data = await readBody(response);
    if (!response.ok || !isTokenPair(data)) return false;
    saveTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
    return true;
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function endSession(status: number, data: unknown): never {
  clearSession();
  handlers.onSessionExpired();
  throw new ApiError(status, errorBody(data));
}

/**
 * Sends a call under /api. When a call that is not an auth call answers TOKEN_EXPIRED, refreshes
 * the tokens once and retries; if that fails the session is cleared, as it is on any other 401
 * (no or a bad token). Any other 403 also ends the session. Failures throw ApiError; an OK answer
 * is returned unread.
 */
async function exchange(path: string, options: RequestOptions): Promise<Response> {
  const authCall = isOneOf(path, authCalls);
  const sentWith = getAccessToken();
  let response = await send(path, options);
  let data = response.ok ? undefined : await readBody(response);

  if (!authCall && errorBody(data)?.code === 'TOKEN_EXPIRED') {
    if (!(await refreshTokens(sentWith))) endSession(response.status, data);
    response = await send(path, options);
    data = response.ok ? undefined : await readBody(response);
  } else if (!authCall && response.status === 401) {
    endSession(response.status, data);
  }

  if (!authCall && response.status === 403) {
    handlers.onForbidden(errorBody(data)?.code);
    clearSession();
  }
  if (!response.ok) throw new ApiError(response.status, errorBody(data));
  return response;
}

/** Calls the API under /api and reads its JSON answer (see `exchange` for sessions and failures). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await exchange(path, options))) as T;
}

/** Calls the API under /api for a file (a PDF, say): the answer's bytes as a Blob. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await exchange(path, options)).blob();
}

/** The file name a Content-Disposition header gives (`attachment; filename="orders-2026-11-25.csv"`). */
function attachmentName(header: string | null): string | undefined {
  return header?.match(/filename="([^"]+)"/)?.[1];
}

/** Calls the API under /api for a download: the bytes and the file name the server gave them. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; filename?: string }> {
  const response = await exchange(path, options);
  const filename = attachmentName(response.headers.get('Content-Disposition'));
  return { blob: await response.blob(), ...(filename && { filename }) };
}
