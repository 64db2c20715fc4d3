import type { QuotationChangedAnswer } from '@karigar/domain/quotation-answer';
import type { UpdateQuotationBody } from '@karigar/domain/quotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** PUT /api/quotations/:id/update: the edited fields (the server prices them itself). */
export function updateQuotation({
  id,
  body,
}: {
  id: string;
  body: UpdateQuotationBody;
}): Promise<QuotationChangedAnswer> {
  return apiRequest<QuotationChangedAnswer>(`/quotations/${encodeURIComponent(id)}/update`, { method: 'PUT', body });
}

export function useUpdateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuotation,
    onSuccess: (answer) => {
      queryClient.setQueryData(quotationKeys.detail(answer.quotation._id), answer.quotation);
      return queryClient.invalidateQueries({ queryKey: quotationKeys.lists() });
    },
  });
}
