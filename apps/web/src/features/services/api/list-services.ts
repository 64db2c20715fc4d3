import { serviceListPath } from '@karigar/domain/service-paths';
import type { ServiceListAnswer } from '@karigar/domain/service';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usePageAnswer } from '../../../lib/page-data';

export interface ServiceListParams {
  search: string;
  page: number;
  limit: number;
}

/** GET /api/services: the catalogue (archived services are never listed), searched on the server. */
export function listServices(params: ServiceListParams, signal?: AbortSignal) {
  return apiRequest<ServiceListAnswer>(serviceListPath(params), { signal });
}

/** The catalogue page; the previous page stays on screen while the next search loads. */
export function useServices(params: ServiceListParams) {
  return useQuery({
    queryKey: ['services', 'list', params],
    queryFn: ({ signal }) => listServices(params, signal),
    initialData: usePageAnswer<ServiceListAnswer>(serviceListPath(params)),
    placeholderData: keepPreviousData,
  });
}
