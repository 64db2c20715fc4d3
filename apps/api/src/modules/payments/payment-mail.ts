import { orderNumber } from '@karigar/domain/order';
import type { Language } from '@karigar/domain/language';
import { formatInr, toRupees } from '@karigar/domain/money';
import type { PaymentProviderName } from '@karigar/domain/payment';
import type { OrderRow } from '../../db/schema/orders';
import type { MailMessage } from '../../lib/outbox/mail-message';
import type { CustomerNotice } from '../notifications/notify-customer';
import { mailDateTime, mailTexts, oneLine, serviceNameFor } from '../../lib/mail-texts';

/** The customer's receipt once an order is paid, in their language (plain text: nothing anyone typed is rendered). */
export function receiptMail(
  order: Pick<OrderRow, 'id' | 'customerName' | 'customerEmail' | 'serviceName' | 'serviceNameMr'>,
  language: Language,
  paid: {
    amountPaise: number;
    providerPaymentId: string;
    paidAt: Date;
    /** The tax invoice number; null for a workshop without a GSTIN, whose invoice has none. */
    invoiceNumber: string | null;
    provider: PaymentProviderName;
  },
  appUrl: string,
): MailMessage {
  const t = mailTexts(language);
  const ref = orderNumber(order.id);
  const sandbox = paid.provider === 'sandbox';
  const service = serviceNameFor({ name: order.serviceName, nameMr: order.serviceNameMr }, language);
  return {
    // A walk-in customer without an email ('' in the snapshot) is not mailed.
    to: order.customerEmail || null,
    orderId: order.id,
    subject: sandbox ? t.receipt.sandboxSubject(ref) : t.receipt.subject(ref),
    text: [
      t.hello(order.customerName),
      '',
      ...(sandbox ? [t.receipt.sandbox, ''] : []),
      t.receipt.received(formatInr(toRupees(paid.amountPaise)), ref, oneLine(service)),
      '',
      t.receipt.transaction(paid.providerPaymentId),
      t.receipt.paidAt(mailDateTime(paid.paidAt, language)),
      ...(paid.invoiceNumber ? [t.receipt.invoice(paid.invoiceNumber)] : []),
      '',
      t.receipt.see(`${appUrl}/user/orders/${order.id}`),
    ].join('\n'),
  };
}

/** The customer's notice of the payment that paid the order, with the receipt (its link on WhatsApp). */
export function receiptNotice(
  order: Parameters<typeof receiptMail>[0] & Pick<OrderRow, 'userId'>,
  paid: Parameters<typeof receiptMail>[2],
  appUrl: string,
): CustomerNotice {
  return {
    userId: order.userId,
    orderId: order.id,
    event: 'payment-received',
    mail: (customer) => receiptMail(order, customer.language, paid, appUrl),
    params: (customer) => [
      customer.name,
      formatInr(toRupees(paid.amountPaise)),
      orderNumber(order.id),
      `${appUrl}/user/orders/${order.id}`,
    ],
  };
}
