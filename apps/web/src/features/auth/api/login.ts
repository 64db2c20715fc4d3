import type { LoginBody, MfaRequiredAnswer, SessionAnswer } from '@karigar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type LoginAnswer = SessionAnswer | MfaRequiredAnswer;

export function isMfaRequired(answer: LoginAnswer): answer is MfaRequiredAnswer {
  return 'mfaRequired' in answer && answer.mfaRequired;
}

/** POST /api/auth/login: a session, or (with MFA on) the user id and challenge to verify a code for. */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
