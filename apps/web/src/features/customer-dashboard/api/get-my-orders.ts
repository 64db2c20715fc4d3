import type { OrderListAnswer } from '@karigar/domain/order-answer';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { OVERVIEW_SIZE } from './overview-size';

/** 'unpaid': orders whose payment is still pending; 'recent': the newest orders of any kind. */
export type MyOrdersPick = 'unpaid' | 'recent';

/**
 * The customer's newest orders (GET /api/orders/my), the unpaid ones or all. Kept under the orders'
 * key, so a payment or status change refreshes it.
 */
export function useMyOrders(pick: MyOrdersPick) {
  const query = new URLSearchParams({ sortKey: 'createdAt', sortOrder: 'desc', limit: String(OVERVIEW_SIZE) });
  if (pick === 'unpaid') query.set('payment', 'unpaid');
  return useQuery({
    queryKey: ['orders', 'list', 'dashboard', pick],
    queryFn: ({ signal }) => apiRequest<OrderListAnswer>(`/orders/my?${query}`, { signal }),
  });
}
