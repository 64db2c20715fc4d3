import type { UserChangedAnswer } from '@karigar/domain/auth';
import type { CreateUserBody } from '@karigar/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

/** POST /api/users/create (admin); without a password the person is mailed a set-password link. */
export function createUser(body: CreateUserBody): Promise<UserChangedAnswer> {
  return apiRequest<UserChangedAnswer>('/users/create', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
