import type { OrderPaymentChangedAnswer, RecordPaymentBody } from '@karigar/domain/recorded-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ordersKey } from '../../api/get-orders';

/** POST /api/orders/:id/payments (admin): money received outside the checkout. */
export function recordPayment(orderId: string, body: RecordPaymentBody): Promise<OrderPaymentChangedAnswer> {
  return apiRequest<OrderPaymentChangedAnswer>(`/orders/${encodeURIComponent(orderId)}/payments`, {
    method: 'POST',
    body,
  });
}

/** Records a payment, then reloads the orders (lists, details and payments). */
export function useRecordPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentBody) => recordPayment(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
