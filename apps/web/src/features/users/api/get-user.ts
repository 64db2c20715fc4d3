import type { PublicUser } from '@karigar/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

/** GET /api/users/:id (admin). */
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<PublicUser>(`/users/${encodeURIComponent(id)}`, { signal }),
  });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
