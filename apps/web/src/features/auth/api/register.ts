import type { RegisterBody, SessionAnswer } from '@karigar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register. */
export function register(body: RegisterBody): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
