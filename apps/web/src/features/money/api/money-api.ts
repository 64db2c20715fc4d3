import type { DayBookAnswer, DuesAnswer, RefundsAnswer } from '@karigar/domain/money-book';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** India days, both ends included (YYYY-MM-DD). */
export interface MoneyRange {
  from: string;
  to: string;
}

const rangeQuery = (range: MoneyRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

/** GET /api/money/day-book (admin): the range's money by day and method; the last answer stays while the next loads. */
export function useDayBook(range: MoneyRange) {
  return useQuery({
    queryKey: ['money', 'day-book', range],
    queryFn: ({ signal }) => apiRequest<DayBookAnswer>(`/money/day-book?${rangeQuery(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/money/dues (admin): what each customer owes, aged. */
export function useDues() {
  return useQuery({
    queryKey: ['money', 'dues'],
    queryFn: ({ signal }) => apiRequest<DuesAnswer>('/money/dues', { signal }),
  });
}

/** GET /api/money/refunds (admin): refunds due now and those made in the range. */
export function useRefunds(range: MoneyRange) {
  return useQuery({
    queryKey: ['money', 'refunds', range],
    queryFn: ({ signal }) => apiRequest<RefundsAnswer>(`/money/refunds?${rangeQuery(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
