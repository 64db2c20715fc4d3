import type { UserChangedAnswer } from '@karigar/domain/auth';
import type { CreateUserBody } from '@karigar/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users/create (admin) for a walk-in customer: a name and a phone, the email optional. */
export function useCreateWalkIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiRequest<UserChangedAnswer>('/users/create', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
