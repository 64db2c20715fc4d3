import type { OrderPaymentsAnswer } from '@karigar/domain/recorded-payment';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ordersKey } from '../../api/get-orders';

/** Under the orders key, so every change to an order reloads its payments too. */
export const orderPaymentsKey = (orderId: string) => [...ordersKey, 'payments', orderId] as const;

/** GET /api/orders/:id/payments: every attempt of the order, newest first. */
export function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<OrderPaymentsAnswer> {
  return apiRequest<OrderPaymentsAnswer>(`/orders/${encodeURIComponent(orderId)}/payments`, { signal });
}

export function useOrderPayments(orderId: string) {
  return useQuery({
    queryKey: orderPaymentsKey(orderId),
    queryFn: ({ signal }) => getOrderPayments(orderId, signal),
  });
}
