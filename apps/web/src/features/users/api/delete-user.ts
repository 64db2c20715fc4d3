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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
