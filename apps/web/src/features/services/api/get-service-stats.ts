import type { ServiceStats } from '@karigar/domain/service';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/services/stats/overview: the number of services and the five most requested. */
export function useServiceStats() {
  return useQuery({
    queryKey: ['services', 'stats'],
    queryFn: ({ signal }) => apiRequest<ServiceStats>('/services/stats/overview', { signal }),
  });
}
