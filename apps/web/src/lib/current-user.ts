import type { PublicUser } from '@karigar/domain/user';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAccessToken } from './session';

/** GET /api/auth/me: the signed-in user; a 401 on the way renews the session once or ends it. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser> {
  return apiRequest<PublicUser>('/auth/me', { signal });
}

/** The signed-in user, shared by the shell, the guards and every feature. */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: Infinity,
  retry: false,
});

/** The user while a token exists; loaded when a token is present but the user is not. */
export function useCurrentUser() {
  const token = useAccessToken();
  return useQuery({ ...currentUserQuery, enabled: token !== null });
}

/** After login or any answer that carries the changed user. */
export function setCurrentUser(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}
