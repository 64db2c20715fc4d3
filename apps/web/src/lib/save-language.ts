import type { Language } from '@karigar/domain/language';
import type { PublicUser } from '@karigar/domain/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { currentUserQuery } from './current-user';

/** PUT /api/users/me/language: the signed-in user's language, for the app and their emails. */
export function saveLanguage(language: Language): Promise<void> {
  return apiRequest<void>('/users/me/language', { method: 'PUT', body: { language } });
}

/** Saves the choice and keeps the cached user in step with it. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguage,
    onSuccess: (_answer, language) =>
      queryClient.setQueryData<PublicUser>(currentUserQuery.queryKey, (user) => user && { ...user, language }),
  });
}
