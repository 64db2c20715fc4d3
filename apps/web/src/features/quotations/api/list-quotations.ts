import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import type { QuotationSortKey, QuotationStatusFilter } from '@karigar/domain/quotation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { quotationKeys } from './quotation-keys';

/** Whose quotations: the signed-in customer's own, or every customer's (admin). */
export type QuotationScope = 'user' | 'admin';

export interface QuotationListParams {
  page?: number;
  limit?: number;
  sortKey?: QuotationSortKey;
  sortOrder?: 'asc' | 'desc';
  /** '' means every quotation (the spec sends empty for All). */
  statusFilter?: Exclude<QuotationStatusFilter, 'All'> | '';
  search?: string;
}

/** GET /api/quotations/user or /admin with the given list parameters (a blank search is left out). */
export function listQuotations(
  scope: QuotationScope,
  params: QuotationListParams,
  signal?: AbortSignal,
): Promise<QuotationListAnswer> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, string | number | undefined][]) {
    if (value === undefined || (name === 'search' && value === '')) continue;
    query.set(name, String(value));
  }
  return apiRequest<QuotationListAnswer>(`/quotations/${scope}?${query.toString()}`, { signal });
}

export function useQuotationList(scope: QuotationScope, params: QuotationListParams, enabled = true) {
  return useQuery({
    queryKey: [...quotationKeys.lists(), scope, params],
    queryFn: ({ signal }) => listQuotations(scope, params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
