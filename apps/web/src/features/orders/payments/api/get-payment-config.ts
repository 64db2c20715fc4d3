import type { PaymentConfigAnswer } from '@karigar/domain/payment';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

/** GET /api/payments/config: the mode, the public key and where the checkout script lives; asked once. */
export const paymentConfigQuery = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: ({ signal }) => apiRequest<PaymentConfigAnswer>('/payments/config', { signal }),
  staleTime: Infinity,
});
