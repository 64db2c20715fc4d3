import type { QuotationAction } from '@karigar/domain/quotation';
import type { QuotationActionAnswer } from '@karigar/domain/quotation-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** PATCH /api/quotations/:id/action: the owner accepts (→ a new order) or rejects. */
export function actOnQuotation({
  id,
  action,
}: {
  id: string;
  action: QuotationAction;
}): Promise<QuotationActionAnswer> {
  return apiRequest<QuotationActionAnswer>(`/quotations/${encodeURIComponent(id)}/action`, {
    method: 'PATCH',
    body: { action },
  });
}

export function useActOnQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnQuotation,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
        // An accepted quotation adds an order.
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
  });
}
