import type { ManualOrderBody } from '@karigar/domain/order';
import type { OrderChangedAnswer } from '@karigar/domain/order-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

/** POST /api/orders (admin): an order for a customer, priced by the server. */
export function createManualOrder(body: ManualOrderBody): Promise<OrderChangedAnswer> {
  return apiRequest<OrderChangedAnswer>('/orders', { method: 'POST', body });
}

export function useCreateManualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
