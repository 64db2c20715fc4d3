import type { PayLinkAnswer, PaymentRemindersAnswer, RemindAnswer } from '@karigar/domain/payment-reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const remindersKey = (orderId: string) => ['orders', orderId, 'reminders'] as const;

/** GET /api/orders/:id/reminders (the admin): the reminders sent. */
export function useOrderReminders(orderId: string) {
  return useQuery({
    queryKey: remindersKey(orderId),
    queryFn: ({ signal }) => apiRequest<PaymentRemindersAnswer>(`/orders/${orderId}/reminders`, { signal }),
  });
}

/** POST /api/orders/:id/remind (the admin): sends the next reminder now. */
export function useSendReminder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RemindAnswer>(`/orders/${orderId}/remind`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersKey(orderId) }),
  });
}

/** POST /api/orders/:id/pay-link (the admin or the order's customer): a new pay link, shown once. */
export function useMakePayLink(orderId: string) {
  return useMutation({
    mutationFn: () => apiRequest<PayLinkAnswer>(`/orders/${orderId}/pay-link`, { method: 'POST' }),
  });
}
