import type { OrderStatus } from '@karigar/domain/order';
import type { OrderChangedAnswer } from '@karigar/domain/order-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

export interface StatusChange {
  orderId: string;
  status: OrderStatus;
  /** Required to cancel an order with a payment on it. */
  refundNote?: string | undefined;
}

/** PATCH /api/orders/:id/status (admin). */
export function updateOrderStatus({ orderId, status, refundNote }: StatusChange): Promise<OrderChangedAnswer> {
  return apiRequest<OrderChangedAnswer>(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body: { status, ...(refundNote && { refundNote }) },
  });
}

/**
 * Changes an order's status, then reloads the orders (lists and details), also after a refusal: the
 * order may have moved or been paid meanwhile, and its drop-down then offers what it may do now.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
