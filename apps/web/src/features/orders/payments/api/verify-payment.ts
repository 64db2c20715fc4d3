import type { VerifyPaymentAnswer, VerifyPaymentBody } from '@karigar/domain/payment';
import { apiRequest } from '../../../../lib/api-client';

/** POST /api/payments/verify: the checkout's three values plus our order id; marks the order paid. */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentAnswer> {
  return apiRequest<VerifyPaymentAnswer>('/payments/verify', { method: 'POST', body });
}
