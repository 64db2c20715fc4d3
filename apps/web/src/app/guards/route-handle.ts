import type { ParseKeys } from 'i18next';

/** Extra facts a route declares for the guards (react-router's `handle`). */
export interface RouteHandle {
  /** Arriving here without a session shows 'You need to log in first!'. */
  loginNotice?: boolean;
  /** The bundle key of the text shown while the signed-in user loads ('common.loading' when unset). */
  loadingText?: ParseKeys;
}

const asHandle = (handle: unknown) => handle as RouteHandle | undefined;

export function wantsLoginNotice(handle: unknown): boolean {
  return asHandle(handle)?.loginNotice === true;
}

/** The loading text key of the deepest matched route that names one. */
export function loadingTextKey(handles: unknown[]): ParseKeys {
  return handles.reduce<ParseKeys>((key, handle) => asHandle(handle)?.loadingText ?? key, 'common.loading');
}
