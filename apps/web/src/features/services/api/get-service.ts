import type { Service } from '@karigar/domain/service';
import { servicePath } from '@karigar/domain/service-paths';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePageAnswer } from '../../../lib/page-data';

/** GET /api/services/:id (archived services too, so history can show them). */
export function useService(id: string) {
  return useQuery({
    queryKey: ['services', 'detail', id],
    queryFn: ({ signal }) => apiRequest<Service>(servicePath(id), { signal }),
    initialData: usePageAnswer<Service>(servicePath(id)),
  });
}
