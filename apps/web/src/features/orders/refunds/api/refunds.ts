import type { CreateRefundBody, OrderRefundsAnswer, RefundCreatedAnswer } from '@karigar/domain/refund';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ordersKey } from '../../api/get-orders';

/** Under the orders key, so every change to an order reloads its refunds too. */
const orderRefundsKey = (orderId: string) => [...ordersKey, 'refunds', orderId] as const;

/** GET /api/orders/:id/refunds: the order's refunds, newest first, and what may still be refunded. */
export function useOrderRefunds(orderId: string) {
  return useQuery({
    queryKey: orderRefundsKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<OrderRefundsAnswer>(`/orders/${encodeURIComponent(orderId)}/refunds`, { signal }),
  });
}

/** POST /api/orders/:id/refunds (admin), then reloads the orders (details, payments and refunds). */
export function useCreateRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundBody) =>
      apiRequest<RefundCreatedAnswer>(`/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
