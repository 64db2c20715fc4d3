import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** DELETE /api/quotations/:id (admin). */
export function deleteQuotation(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/quotations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.lists() }),
  });
}
