import type { ActivityLinesAnswer } from '@karigar/domain/activity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/users/activities (admin): the newest activity-log entries as text lines. */
export const recentActivitiesQuery = queryOptions({
  queryKey: ['users', 'activities'],
  queryFn: ({ signal }) => apiRequest<ActivityLinesAnswer>('/users/activities', { signal }),
});

export function useRecentActivities() {
  return useQuery(recentActivitiesQuery);
}
