import type { Language } from '@karigar/domain/language';
import { formatInr, toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type { OrderRow } from '../../../db/schema/orders';
import type { RefundRow } from '../../../db/schema/refunds';
import type { MailMessage } from '../../../lib/outbox/mail-message';
import { mailTexts, oneLine, serviceNameFor } from '../../../lib/mail-texts';

/** The customer's notice of a processed refund, in their language (plain text). */
export function refundMail(
  order: Pick<OrderRow, 'id' | 'customerName' | 'customerEmail' | 'serviceName' | 'serviceNameMr'>,
  refund: Pick<RefundRow, 'amountPaise' | 'method' | 'providerRefundId'>,
  language: Language,
  appUrl: string,
): MailMessage {
  const t = mailTexts(language);
  const ref = orderNumber(order.id);
  const service = serviceNameFor({ name: order.serviceName, nameMr: order.serviceNameMr }, language);
  return {
    // A walk-in customer without an email is not mailed.
    to: order.customerEmail || null,
    subject: t.refund.subject(ref),
    text: [
      t.hello(order.customerName),
      '',
      t.refund.refunded(formatInr(toRupees(refund.amountPaise)), ref, oneLine(service)),
      refund.method === 'online' ? t.refund.online : t.refund.recorded(t.refund.methods[refund.method]),
      ...(refund.providerRefundId ? [t.refund.reference(refund.providerRefundId)] : []),
      '',
      t.refund.see(`${appUrl}/user/orders/${order.id}`),
    ].join('\n'),
  };
}
