import type { ServiceDeletedAnswer } from '@karigar/domain/service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/services/:id (admin): `archived` when quotations or orders still refer to the service. */
export function deleteService(id: string): Promise<ServiceDeletedAnswer> {
  return apiRequest<ServiceDeletedAnswer>(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['services'] }),
  });
}
