import type { PayLinkCheckoutAnswer, PayLinkDetails, PayLinkVerifyBody } from '@karigar/domain/payment-reminders';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

const path = (token: string) => `/pay/${encodeURIComponent(token)}`;

export const payLinkKey = (token: string) => ['pay-link', token] as const;

/** GET /api/pay/:token: what the link pays, for anyone holding it. A refusal is the answer: no retry. */
export function usePayLinkDetails(token: string) {
  return useQuery({
    queryKey: payLinkKey(token),
    queryFn: ({ signal }) => apiRequest<PayLinkDetails>(path(token), { signal }),
    retry: false,
  });
}

/** POST /api/pay/:token/checkout. */
export const startPayLinkCheckout = (token: string) =>
  apiRequest<PayLinkCheckoutAnswer>(`${path(token)}/checkout`, { method: 'POST' });

/** POST /api/pay/:token/verify. */
export const verifyPayLinkPayment = (token: string, body: PayLinkVerifyBody) =>
  apiRequest<{ paid: true }>(`${path(token)}/verify`, { method: 'POST', body });
