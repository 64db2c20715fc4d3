import type { ServiceStats } from '@karigar/domain/service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './dashboard-key';

/** GET /api/services/stats/overview: how many services the catalogue holds. */
export const serviceStatsQuery = queryOptions({
  queryKey: [...dashboardKey, 'services'],
  staleTime: 0,
  queryFn: ({ signal }) => apiRequest<ServiceStats>('/services/stats/overview', { signal }),
});

export function useServiceStats() {
  return useQuery(serviceStatsQuery);
}
