import type { OrderDeletedAnswer } from '@karigar/domain/order-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** DELETE /api/orders/:id (admin); a paid order answers 409. */
export function deleteOrder(orderId: string): Promise<OrderDeletedAnswer> {
  return apiRequest<OrderDeletedAnswer>(`/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE' });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
