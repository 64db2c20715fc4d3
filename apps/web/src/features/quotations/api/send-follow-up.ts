import type { FollowUpBody } from '@karigar/domain/quotation';
import type { QuotationChangedAnswer } from '@karigar/domain/quotation-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** PATCH /api/quotations/:id/follow-up (admin): a new price (or null) and a note. */
export function sendFollowUp({ id, body }: { id: string; body: FollowUpBody }): Promise<QuotationChangedAnswer> {
  return apiRequest<QuotationChangedAnswer>(`/quotations/${encodeURIComponent(id)}/follow-up`, {
    method: 'PATCH',
    body,
  });
}

export function useSendFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUp,
    onSuccess: (answer) => {
      queryClient.setQueryData(quotationKeys.detail(answer.quotation._id), answer.quotation);
      return queryClient.invalidateQueries({ queryKey: quotationKeys.lists() });
    },
  });
}
