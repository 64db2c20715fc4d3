import type { ActivityListAnswer } from '@karigar/domain/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './dashboard-key';

export const RECENT_ACTIVITY_LIMIT = 8;

/** GET /api/activity (admin): the newest entries, however old. */
export const recentActivityQuery = queryOptions({
  queryKey: [...dashboardKey, 'activity'],
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<ActivityListAnswer>(`/activity?limit=${RECENT_ACTIVITY_LIMIT}&range=all`, { signal }),
});

export function useRecentActivity() {
  return useQuery(recentActivityQuery);
}
