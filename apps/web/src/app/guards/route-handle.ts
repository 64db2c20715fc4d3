/** Extra facts a route declares for the guards (react-router's `handle`). */
export interface RouteHandle {
  /** Arriving here without a session shows 'You need to log in first!'. */
  loginNotice?: boolean;
}

export function wantsLoginNotice(handle: unknown): boolean {
  return (handle as RouteHandle | undefined)?.loginNotice === true;
}
