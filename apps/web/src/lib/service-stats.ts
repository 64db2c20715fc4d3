import type { ServiceStats } from '@karigar/domain/service';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * GET /api/services/stats/overview: the number of services and the five most requested. Never
 * taken as fresh, as the dashboard's figures: a visit shows the cached numbers and fetches today's.
 */
export function useServiceStats() {
  return useQuery({
    queryKey: ['services', 'stats'],
    staleTime: 0,
    queryFn: ({ signal }) => apiRequest<ServiceStats>('/services/stats/overview', { signal }),
  });
}
