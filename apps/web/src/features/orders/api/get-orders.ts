import {
  ORDER_PAGE_SIZE,
  ORDER_SEARCH_MIN,
  type OrderOrigin,
  type OrderPaymentFilter,
  type OrderSortKey,
  type OrderStatus,
} from '@karigar/domain/order';
import { type OrderListAnswer } from '@karigar/domain/order-answer';
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

/**
 * The search the list runs: the typed text, trimmed, or undefined while it is shorter than
 * ORDER_SEARCH_MIN (the box then shows the hint to type more, and the list stays unsearched).
 */
export function runnableSearch(text: string): string | undefined {
  const search = text.trim();
  return search.length >= ORDER_SEARCH_MIN ? search : undefined;
}

export function getOrders(scope: OrdersScope, params: OrdersParams, signal?: AbortSignal): Promise<OrderListAnswer> {
  const query = new URLSearchParams({
    page: String(params.page),
    limit: String(ORDER_PAGE_SIZE),
    sortKey: params.sortKey,
    sortOrder: params.sortOrder,
  });
  const search = runnableSearch(params.search);
  if (search) query.set('search', search);
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
