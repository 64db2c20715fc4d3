import type { Language } from '@karigar/domain/language';
import { recordedPaymentMethods } from '@karigar/domain/recorded-payment';
import type { PaymentRow } from '../../db/schema/payments';
import { mailTexts } from '../../lib/mail-texts';

const isRecordedMethod = (method: string | null): method is (typeof recordedPaymentMethods)[number] =>
  recordedPaymentMethods.some((known) => known === method);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How a payment was made, in words: a recorded method by name, else online (with the payer's method). */
export function paymentMethodWords(payment: Pick<PaymentRow, 'provider' | 'method'>, language: Language): string {
  const t = mailTexts(language).paymentWay;
  if (payment.provider === 'manual' && isRecordedMethod(payment.method)) return capitalised(t.methods[payment.method]);
  if (payment.provider === 'sandbox') return capitalised(t.sandbox);
  return capitalised(t.online(payment.method ?? payment.provider));
}
