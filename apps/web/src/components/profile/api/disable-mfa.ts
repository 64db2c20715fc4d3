import type { UserChangedAnswer } from '@karigar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';

/** POST /api/auth/mfa/disable: turns MFA off with a current code. */
export function disableMfa(body: { code: string }): Promise<UserChangedAnswer> {
  return apiRequest<UserChangedAnswer>('/auth/mfa/disable', { method: 'POST', body });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableMfa, onSuccess: (answer) => setCurrentUser(queryClient, answer.user) });
}
