import type { ServiceListAnswer } from '@karigar/domain/service';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many services the home page shows (the catalogue page has them all). */
export const FEATURED_SERVICES = 8;

/** GET /api/services, newest first: the first few services of the catalogue. */
export function useFeaturedServices() {
  return useQuery({
    queryKey: ['services', 'list', { search: '', page: 1, limit: FEATURED_SERVICES }],
    queryFn: ({ signal }) => apiRequest<ServiceListAnswer>(`/services?page=1&limit=${FEATURED_SERVICES}`, { signal }),
  });
}
