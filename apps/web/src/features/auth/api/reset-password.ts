import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** PATCH /api/auth/reset-password/:token. */
export function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'PATCH',
    body: { newPassword },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
