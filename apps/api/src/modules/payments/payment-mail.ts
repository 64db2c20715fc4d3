import { formatInr, toRupees } from '@karigar/domain/money';
import { SANDBOX_PAYMENT_NOTICE, type PaymentProviderName } from '@karigar/domain/payment';
import type { OrderRow } from '../../db/schema/orders';
import type { MailMessage } from '../../lib/mail';
import { orderNumber } from './payment-answers';

/** The customer's receipt once an order is paid (plain text: nothing anyone typed is rendered). */
export function receiptMail(
  order: Pick<OrderRow, 'id' | 'customerName' | 'customerEmail' | 'serviceName'>,
  paid: {
    amountPaise: number;
    providerPaymentId: string;
    paidAt: Date;
    invoiceNumber: string;
    provider: PaymentProviderName;
  },
  appUrl: string,
): MailMessage {
  const ref = orderNumber(order.id);
  const sandbox = paid.provider === 'sandbox';
  return {
    to: order.customerEmail,
    subject: `${sandbox ? '[Sandbox] ' : ''}Payment received for order #${ref}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      ...(sandbox
        ? [`${SANDBOX_PAYMENT_NOTICE}: this payment was made in the sandbox and no money was taken.`, '']
        : []),
      `We received your payment of ${formatInr(toRupees(paid.amountPaise))} for order #${ref} (${order.serviceName.replace(/[\r\n]+/g, ' ')}).`,
      '',
      `Transaction id: ${paid.providerPaymentId}`,
      `Paid at: ${paid.paidAt.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`,
      `Invoice number: ${paid.invoiceNumber}`,
      '',
      `See the order and download the invoice: ${appUrl}/user/orders/${order.id}`,
    ].join('\n'),
  };
}
