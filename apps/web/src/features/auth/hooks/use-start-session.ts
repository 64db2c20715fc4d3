import type { SessionAnswer } from '@karigar/domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setCurrentUser } from '../../../lib/current-user';
import { saveTokens } from '../../../lib/session';

/** After login: keep the user and both tokens, then admins go to /admin and everyone else to the dashboard. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async ({ user, accessToken, refreshToken }: SessionAnswer) => {
    setCurrentUser(queryClient, user);
    saveTokens({ accessToken, refreshToken });
    await navigate(user.role === 'admin' ? '/admin' : '/user/dashboard', { replace: true });
  };
}
