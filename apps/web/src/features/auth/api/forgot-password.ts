import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: always the same message, whether or not the account exists. */
export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
