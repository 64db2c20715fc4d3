import type { Service } from '@karigar/domain/service';
import { servicePath } from '@karigar/domain/service-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageAnswer } from '../../../lib/page-data';

/** GET /api/services/:id (archived services too, so history can show them). */
export const serviceQuery = (id: string) =>
  queryOptions({
    queryKey: ['services', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Service>(servicePath(id), { signal }),
    initialData: pageAnswer<Service>(servicePath(id)),
  });

export function useService(id: string) {
  return useQuery(serviceQuery(id));
}
