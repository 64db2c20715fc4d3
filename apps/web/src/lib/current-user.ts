import type { PublicUser } from '@karigar/domain/user';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAccessToken } from './session';

/** The signed-in user (GET /api/auth/me), shared by the shell, the guards and every feature. */
export const currentUserQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: ({ signal }) => apiRequest<PublicUser>('/auth/me', { signal }),
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
