import type { Order } from '@karigar/domain/order-answer';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAccessToken } from '../../../lib/session';
import { ordersKey } from './get-orders';

export const orderKey = (id: string) => [...ordersKey, 'detail', id] as const;

/** GET /api/orders/:id: one order with its status history (its customer or an admin). */
export function getOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/orders/${encodeURIComponent(id)}`, { signal });
}

/** The order, loaded once a login token exists. */
export function useOrder(id: string) {
  const token = useAccessToken();
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    enabled: token !== null,
  });
}
