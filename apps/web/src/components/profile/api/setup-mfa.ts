import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The answer of the setup call (`mfaSetupAnswer` in @karigar/domain/auth). */
export interface MfaSetup {
  otpauthUrl: string;
  qrCode: string;
  secret: string;
}

/** POST /api/auth/mfa/setup: a new pending secret with its QR image; MFA is not on yet. */
export function setupMfa(): Promise<MfaSetup> {
  return apiRequest<MfaSetup>('/auth/mfa/setup', { method: 'POST' });
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}
