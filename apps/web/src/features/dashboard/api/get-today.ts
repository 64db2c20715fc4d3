import type { TodayAnswer } from '@karigar/domain/today';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './dashboard-key';

/** GET /api/dashboard/today (admin): what the owner should act on today. */
export const todayQuery = queryOptions({
  queryKey: [...dashboardKey, 'today'],
  staleTime: 0,
  queryFn: ({ signal }) => apiRequest<TodayAnswer>('/dashboard/today', { signal }),
});

export function useToday() {
  return useQuery(todayQuery);
}
