import type { Quotation } from '@karigar/domain/quotation-answer';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** GET /api/quotations/:id: the quotation with its follow-up history and revisions. */
export function getQuotation(id: string, signal?: AbortSignal): Promise<Quotation> {
  return apiRequest<Quotation>(`/quotations/${encodeURIComponent(id)}`, { signal });
}

export function useQuotation(id: string) {
  return useQuery({ queryKey: quotationKeys.detail(id), queryFn: ({ signal }) => getQuotation(id, signal) });
}
