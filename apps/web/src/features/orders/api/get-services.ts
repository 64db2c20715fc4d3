import type { ServiceListAnswer } from '@karigar/domain/service';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/services?limit=100: the catalogue to make a manual order from. */
export function useServices() {
  return useQuery({
    queryKey: ['services', 'list', { limit: 100 }],
    queryFn: ({ signal }) => apiRequest<ServiceListAnswer>('/services?limit=100', { signal }),
  });
}
