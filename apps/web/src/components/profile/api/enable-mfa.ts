import type { UserChangedAnswer } from '@karigar/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setCurrentUser } from '../../../lib/current-user';

/** POST /api/auth/mfa/enable: turns MFA on with a code from the authenticator app. */
export function enableMfa(body: { code: string }): Promise<UserChangedAnswer> {
  return apiRequest<UserChangedAnswer>('/auth/mfa/enable', { method: 'POST', body });
}

export function useEnableMfa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enableMfa, onSuccess: (answer) => setCurrentUser(queryClient, answer.user) });
}
