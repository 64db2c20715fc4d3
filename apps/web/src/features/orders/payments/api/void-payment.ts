import type { OrderPaymentChangedAnswer } from '@karigar/domain/recorded-payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ordersKey } from '../../api/get-orders';

/** POST /api/orders/:id/payments/:paymentId/void (admin), with the reason. */
export function voidPayment(orderId: string, paymentId: string, reason: string): Promise<OrderPaymentChangedAnswer> {
  return apiRequest<OrderPaymentChangedAnswer>(
    `/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(paymentId)}/void`,
    { method: 'POST', body: { reason } },
  );
}

/** Voids a recorded payment, then reloads the orders (lists, details and payments). */
export function useVoidPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      voidPayment(orderId, paymentId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
