import type { UserStats } from '@karigar/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/stats (admin). */
export const userStatsQuery = queryOptions({
  queryKey: ['users', 'stats'],
  queryFn: ({ signal }) => apiRequest<UserStats>('/users/stats', { signal }),
});

export function useUserStats() {
  return useQuery(userStatsQuery);
}
