import type { ServiceListAnswer } from '@karigar/domain/service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ServiceListParams {
  search: string;
  page: number;
  limit: number;
}

/** GET /api/services: the catalogue (archived services are never listed), searched on the server. */
export function listServices({ search, page, limit }: ServiceListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest<ServiceListAnswer>(`/services?${query.toString()}`, { signal });
}

export const servicesQuery = (params: ServiceListParams) =>
  queryOptions({
    queryKey: ['services', 'list', params],
    queryFn: ({ signal }) => listServices(params, signal),
  });

/** The catalogue page; the previous page stays on screen while the next search loads. */
export function useServices(params: ServiceListParams) {
  return useQuery({ ...servicesQuery(params), placeholderData: keepPreviousData });
}
