import type { MfaSetupBody } from '@karigar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The answer of the setup call (`mfaSetupAnswer` in @karigar/domain/auth). */
export interface MfaSetup {
  otpauthUrl: string;
  qrCode: string;
  secret: string;
}

/** POST /api/auth/mfa/setup with the current password: a new pending secret with its QR image; MFA is not on yet. */
export function setupMfa(body: MfaSetupBody): Promise<MfaSetup> {
  return apiRequest<MfaSetup>('/auth/mfa/setup', { method: 'POST', body });
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}
