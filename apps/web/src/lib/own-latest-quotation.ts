import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import type { PublicUser } from '@karigar/domain/user';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * A customer's newest quotation (GET /api/quotations/user?limit=1, newest first), for the
 * header's action button. Only fetched for customers; the key starts with 'quotations' so any
 * change to quotations that invalidates ['quotations'] refreshes it.
 */
export function useOwnLatestQuotation(user: Pick<PublicUser, '_id' | 'role'> | undefined) {
  return useQuery({
    queryKey: ['quotations', 'user', 'latest', user?._id],
    queryFn: ({ signal }) => apiRequest<QuotationListAnswer>('/quotations/user?limit=1', { signal }),
    enabled: user?.role === 'user',
    select: (answer) => answer.quotations,
  });
}
