import { FEATURED_SERVICES, serviceListPath } from '@karigar/domain/service-paths';
import type { ServiceListAnswer } from '@karigar/domain/service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { pageAnswer } from './page-data';

export interface ServiceListParams {
  search: string;
  page: number;
  limit: number;
}

/** GET /api/services: the catalogue (archived services are never listed), searched on the server. */
export function listServices(params: ServiceListParams, signal?: AbortSignal) {
  return apiRequest<ServiceListAnswer>(serviceListPath(params), { signal });
}

export const servicesQuery = (params: ServiceListParams) =>
  queryOptions({
    queryKey: ['services', 'list', params],
    queryFn: ({ signal }) => listServices(params, signal),
    initialData: pageAnswer<ServiceListAnswer>(serviceListPath(params)),
  });

/** The catalogue page; the previous page stays on screen while the next search loads. */
export function useServices(params: ServiceListParams) {
  return useQuery({ ...servicesQuery(params), placeholderData: keepPreviousData });
}

/** The newest services, first page: the home page's cards. */
export function useFeaturedServices() {
  return useQuery(servicesQuery({ search: '', page: 1, limit: FEATURED_SERVICES }));
}

/** The first hundred services: what a quotation request or a manual order is chosen from. */
export function useServiceOptions() {
  return useQuery(servicesQuery({ search: '', page: 1, limit: 100 }));
}
