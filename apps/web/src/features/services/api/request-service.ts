import type { RequestServiceBody } from '@karigar/domain/order';
import type { OrderChangedAnswer } from '@karigar/domain/order-answer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/orders/request-service (customers): an order for the service at its listed price. */
export function requestService(body: RequestServiceBody): Promise<OrderChangedAnswer> {
  return apiRequest<OrderChangedAnswer>('/orders/request-service', { method: 'POST', body });
}

/**
 * The service request (spec §4 "Service request status": idle, loading, succeeded, failed, as the
 * mutation's idle, pending, success and error). The customer's order lists (the orders feature's
 * ['orders'] queries) are stale once it succeeds.
 */
export function useRequestService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestService,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
