import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

/** DELETE /api/users/:id (admin); oneself or the last admin answers 409. */
export function deleteUser(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Only the lists are fetched again: the deleted user's own page would answer 404, and its page
    // would then close the dialog before the caller's own onSuccess (its toast and navigation) ran.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] }),
  });
}
