import type { UserStats } from '@karigar/domain/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './dashboard-key';

/** GET /api/users/stats (admin): customers, this month's sign-ups and the new enquiries. */
export const userStatsQuery = queryOptions({
  queryKey: [...dashboardKey, 'users'],
  staleTime: 0,
  queryFn: ({ signal }) => apiRequest<UserStats>('/users/stats', { signal }),
});

export function useUserStats() {
  return useQuery(userStatsQuery);
}
