import type { SessionAnswer } from '@karigar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface VerifyMfaBody {
  userId: string;
  /** The single-use challenge the login answered. */
  challenge: string;
  verificationCode: string;
}

/** POST /api/auth/verify-mfa: finishes a login with the authenticator code. */
export function verifyMfa(body: VerifyMfaBody): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('/auth/verify-mfa', { method: 'POST', body });
}

export function useVerifyMfa() {
  return useMutation({ mutationFn: verifyMfa });
}
