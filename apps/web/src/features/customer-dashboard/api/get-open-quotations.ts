import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OVERVIEW_SIZE } from './overview-size';

/**
 * The customer's newest undecided quotations (GET /api/quotations/user?statusFilter=Open). Kept
 * under the quotations' list key, so any change to a quotation refreshes it.
 */
export function useOpenQuotations() {
  return useQuery({
    queryKey: ['quotations', 'list', 'dashboard', 'open'],
    queryFn: ({ signal }) =>
      apiRequest<QuotationListAnswer>(
        `/quotations/user?statusFilter=Open&sortKey=createdAt&sortOrder=desc&limit=${OVERVIEW_SIZE}`,
        { signal },
      ),
  });
}
