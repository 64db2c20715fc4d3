import type { QuotationStats } from '@karigar/domain/quotation-answer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './dashboard-key';

/** GET /api/quotations/stats (admin): those waiting for the workshop and the 30 days' conversion. */
export const quotationStatsQuery = queryOptions({
  queryKey: [...dashboardKey, 'quotations'],
  staleTime: 0,
  queryFn: ({ signal }) => apiRequest<QuotationStats>('/quotations/stats', { signal }),
});

export function useQuotationStats() {
  return useQuery(quotationStatsQuery);
}
