import type { Gstr1Answer } from '@karigar/domain/gst-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/reports/gstr1?period= (admin): the month's GSTR-1 sections and its GSTR-3B 3.1(a) totals. */
export function useGstReport(period: string) {
  return useQuery({
    queryKey: ['reports', 'gstr1', period],
    queryFn: ({ signal }) => apiRequest<Gstr1Answer>(`/reports/gstr1?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
