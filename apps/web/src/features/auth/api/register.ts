import type { RegisterBody, SessionAnswer } from '@karigar/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/setup';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register, in the language the form is shown in: the account's language from then on. */
export function register(body: RegisterBody): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>('/auth/register', {
    method: 'POST',
    body: { ...body, language: currentLanguage() },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
