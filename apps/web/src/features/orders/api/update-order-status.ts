import type { OrderChangedAnswer, OrderStatus } from '@karigar/domain/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
}

/** PATCH /api/orders/:id/status (admin). */
export function updateOrderStatus({ orderId, status }: StatusChange): Promise<OrderChangedAnswer> {
  return apiRequest<OrderChangedAnswer>(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body: { status },
  });
}

/** Changes an order's status, then reloads the orders (lists and details). */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
