import type { QuotationChangedAnswer } from '@karigar/domain/quotation-answer';
import type { RequestQuotationBody } from '@karigar/domain/quotation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** POST /api/quotations/request (customers). */
export function requestQuotation(body: RequestQuotationBody): Promise<QuotationChangedAnswer> {
  return apiRequest<QuotationChangedAnswer>('/quotations/request', { method: 'POST', body });
}

export function useRequestQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
