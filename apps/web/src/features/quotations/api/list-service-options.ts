import type { ServiceListAnswer } from '@karigar/domain/service';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/services?limit=100: the catalogue the request form offers. */
export function listServiceOptions(signal?: AbortSignal): Promise<ServiceListAnswer> {
  return apiRequest<ServiceListAnswer>('/services?limit=100', { signal });
}

export function useServiceOptions() {
  return useQuery({ queryKey: ['services', 'options'], queryFn: ({ signal }) => listServiceOptions(signal) });
}
