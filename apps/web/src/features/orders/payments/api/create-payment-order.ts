import type { CreatePaymentOrderAnswer, CreatePaymentOrderBody } from '@karigar/domain/payment';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/payments/create-order: the provider order to open the checkout with (amount in paise). */
export function createPaymentOrder(body: CreatePaymentOrderBody): Promise<CreatePaymentOrderAnswer> {
  return apiRequest<CreatePaymentOrderAnswer>('/payments/create-order', { method: 'POST', body });
}
