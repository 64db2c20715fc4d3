import type { ServiceListAnswer } from '@karigar/domain/service';
import { FEATURED_SERVICES, serviceListPath } from '@karigar/domain/service-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePageAnswer } from '../../../lib/page-data';

const path = serviceListPath({ page: 1, limit: FEATURED_SERVICES });

/** GET /api/services, newest first: the first few services of the catalogue (the catalogue page has them all). */
export function useFeaturedServices() {
  return useQuery({
    queryKey: ['services', 'list', { search: '', page: 1, limit: FEATURED_SERVICES }],
    queryFn: ({ signal }) => apiRequest<ServiceListAnswer>(path, { signal }),
    initialData: usePageAnswer<ServiceListAnswer>(path),
  });
}
