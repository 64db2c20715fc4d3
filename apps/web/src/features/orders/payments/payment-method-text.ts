import { recordedPaymentMethods, type OrderPayment } from '@karigar/domain/recorded-payment';
import type { TFunction } from 'i18next';

const isRecordedMethod = (method: string | null): method is (typeof recordedPaymentMethods)[number] =>
  recordedPaymentMethods.some((known) => known === method);

/** How a payment was made, in words: a recorded method by name, or the gateway with the payer's method. */
export function howPaid(t: TFunction, payment: Pick<OrderPayment, 'provider' | 'method'>): string {
  if (payment.provider === 'manual' && isRecordedMethod(payment.method)) return t(`payments.methods.${payment.method}`);
  const gateway = t(`payments.providers.${payment.provider}`);
  return payment.method ? `${gateway} · ${payment.method}` : gateway;
}
