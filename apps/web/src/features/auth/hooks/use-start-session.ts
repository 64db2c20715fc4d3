import type { SessionAnswer } from '@karigar/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import i18n from '../../../i18n/setup';
import { setCurrentUser } from '../../../lib/current-user';
import { saveTokens } from '../../../lib/session';

/**
 * The page a signed-out visitor was sent to /login from, when it was a page of this app. It goes
 * along between /login and /register, so registering returns there too.
 */
export function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * After login or registering: keep the user and both tokens, switch to the user's stored language, then go back to
 * the page that asked for the login, or else admins to /admin, staff to the board and customers to their dashboard.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async ({ user, accessToken, refreshToken }: SessionAnswer) => {
    setCurrentUser(queryClient, user);
    saveTokens({ accessToken, refreshToken });
    if (i18n.resolvedLanguage !== user.language) await i18n.changeLanguage(user.language);
    const home = { admin: '/admin', staff: '/admin/board', user: '/user/dashboard' }[user.role];
    await navigate(returnPath(location.state) ?? home, { replace: true });
  };
}
