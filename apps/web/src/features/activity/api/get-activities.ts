import {
  ACTIVITY_MAX_LIMIT,
  type ActivityListAnswer,
  type ActivityPriority,
  type ActivityRange,
} from '@karigar/domain/activity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ACTIVITY_PAGE_SIZE = 10;

export interface ActivitiesParams {
  page: number;
  range: ActivityRange;
  priority: ActivityPriority | 'all';
  /** 'Load all' (spec): every entry at once, limit 1000 and range all. */
  everything: boolean;
}

function activitiesPath(params: ActivitiesParams): string {
  const query = new URLSearchParams(
    params.everything
      ? { page: '1', limit: String(ACTIVITY_MAX_LIMIT), range: 'all' }
      : { page: String(params.page), limit: String(ACTIVITY_PAGE_SIZE), range: params.range },
  );
  if (params.priority !== 'all') query.set('priority', params.priority);
  return `/activity?${query}`;
}

/** GET /api/activity (admin): one page of the log, or all of it; the last answer stays while the next loads. */
export function useActivities(params: ActivitiesParams) {
  return useQuery({
    queryKey: ['activity', 'list', params],
    queryFn: ({ signal }) => apiRequest<ActivityListAnswer>(activitiesPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}
