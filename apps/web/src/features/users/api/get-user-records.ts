import type { UserRecords } from '@karigar/domain/user-records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersKey } from './get-users';

/** GET /api/users/:id/records (admin): the person's newest orders and quotations. */
export const userRecordsQuery = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'records', id],
    queryFn: ({ signal }) => apiRequest<UserRecords>(`/users/${encodeURIComponent(id)}/records`, { signal }),
  });

export function useUserRecords(id: string) {
  return useQuery(userRecordsQuery(id));
}
