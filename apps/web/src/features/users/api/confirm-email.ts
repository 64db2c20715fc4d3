import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** POST /api/auth/confirm-email/:token: applies the email change the link was mailed for. */
export function confirmEmail(token: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/auth/confirm-email/${encodeURIComponent(token)}`, { method: 'POST' });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // A signed-in user's cached profile still shows the old address. A first load of it may be on
    // its way, read before the change: invalidating alone would wait for that load (it has no data
    // to keep yet), so it is cancelled first and the profile read again.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: currentUserQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
