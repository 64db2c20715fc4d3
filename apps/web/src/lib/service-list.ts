import { FEATURED_SERVICES, serviceListPath } from '@karigar/domain/service-paths';
import type { ServiceListAnswer } from '@karigar/domain/service';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { usePageAnswer } from './page-data';

export interface ServiceListParams {
  search: string;
  page: number;
  limit: number;
}

/** GET /api/services: the catalogue (archived services are never listed), searched on the server. */
export function listServices(params: ServiceListParams, signal?: AbortSignal) {
  return apiRequest<ServiceListAnswer>(serviceListPath(params), { signal });
}

/** One page of the catalogue, read first from the page's own answers when it carries them. */
function useServiceList(params: ServiceListParams, keepPrevious = false) {
  return useQuery({
    queryKey: ['services', 'list', params],
    queryFn: ({ signal }) => listServices(params, signal),
    initialData: usePageAnswer<ServiceListAnswer>(serviceListPath(params)),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** The catalogue page; the previous page stays on screen while the next search loads. */
export function useServices(params: ServiceListParams) {
  return useServiceList(params, true);
}

/** The newest services, first page: the home page's cards. */
export function useFeaturedServices() {
  return useServiceList({ search: '', page: 1, limit: FEATURED_SERVICES });
}

/** The first hundred services: what a quotation request or a manual order is chosen from. */
export function useServiceOptions() {
  return useServiceList({ search: '', page: 1, limit: 100 });
}
