import {
  ORDER_PAGE_SIZE,
  type OrderListAnswer,
  type OrderOrigin,
  type OrderPaymentFilter,
  type OrderSortKey,
  type OrderStatus,
} from '@karigar/domain/order';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Everyone's orders (admins, GET /api/orders) or the signed-in customer's own (GET /api/orders/my). */
export type OrdersScope = 'all' | 'mine';

export interface OrdersParams {
  page: number;
  sortKey: OrderSortKey;
  sortOrder: 'asc' | 'desc';
  search: string;
  origin: OrderOrigin | 'all';
  payment: OrderPaymentFilter | 'all';
  status: OrderStatus | 'all';
}

export const ordersKey = ['orders'] as const;

export function getOrders(scope: OrdersScope, params: OrdersParams, signal?: AbortSignal): Promise<OrderListAnswer> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(ORDER_PAGE_SIZE),
    sortKey: params.sortKey,
    sortOrder: params.sortOrder,
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.origin !== 'all') query.set('origin', params.origin);
  if (params.payment !== 'all') query.set('payment', params.payment);
  if (params.status !== 'all') query.set('status', params.status);
  return apiRequest<OrderListAnswer>(`${scope === 'all' ? '/orders' : '/orders/my'}?${query}`, { signal });
}

/** One page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(scope: OrdersScope, params: OrdersParams) {
  return useQuery({
    queryKey: [...ordersKey, 'list', scope, params],
    queryFn: ({ signal }) => getOrders(scope, params, signal),
    placeholderData: keepPreviousData,
  });
}
