import type { OrderStats } from '@karigar/domain/order-answer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKey } from './dashboard-key';

/** GET /api/orders/stats (admin): orders per status, money received and due, top services. */
export const orderStatsQuery = queryOptions({
  queryKey: [...dashboardKey, 'orders'],
  staleTime: 0,
  queryFn: ({ signal }) => apiRequest<OrderStats>('/orders/stats', { signal }),
});

export function useOrderStats() {
  return useQuery(orderStatsQuery);
}
