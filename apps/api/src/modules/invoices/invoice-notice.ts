import { formatInr, toRupees } from '@karigar/domain/money';
import { orderNumber } from '@karigar/domain/order';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import { mailTexts, oneLine } from '../../lib/mail-texts';
import { renderInvoicePdf } from '../../lib/pdf/render-invoice-pdf';
import type { CustomerNotice } from '../notifications/notify-customer';
import { buildInvoiceData } from './build-invoice-data';
import { receiptVouchersOf } from '../gst-documents/receipt-voucher';
import { findInvoiceOrder } from './invoices.repository';

/**
 * The customer's notice of their issued tax invoice, the PDF in their language with it (as the
 * email's attachment and the WhatsApp document message). Read and rendered in the caller's
 * transaction, so it is the invoice as issued.
 */
export function invoiceNotice(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'userId' | 'totalPaise'>,
  invoiceNumber: string,
  config: Pick<Config, 'appUrl' | 'business'>,
): CustomerNotice {
  const ref = orderNumber(order.id);
  const total = formatInr(toRupees(order.totalPaise));
  return {
    userId: order.userId,
    orderId: order.id,
    event: 'invoice',
    mail: (customer) => {
      const t = mailTexts(customer.language);
      return {
        to: customer.email,
        subject: oneLine(t.invoiceMail.subject(invoiceNumber, ref)),
        text: [
          t.hello(customer.name),
          '',
          t.invoiceMail.attached(invoiceNumber, ref, total),
          '',
          t.invoiceMail.see(`${config.appUrl}/user/orders/${order.id}`),
        ].join('\n'),
      };
    },
    params: (customer) => [customer.name, invoiceNumber, ref, total],
    document: async (language) => {
      const row = await findInvoiceOrder(db, order.id);
      if (!row) throw new Error(`order ${order.id} vanished while its invoice was issued`);
      const advances = await receiptVouchersOf(db, order.id);
      const data = buildInvoiceData({ ...row, advances }, config.business, new Date(), language);
      return {
        filename: `invoice-${invoiceNumber.replace(/[^\w-]+/g, '-')}.pdf`,
        contentType: 'application/pdf',
        content: await renderInvoicePdf(data, language),
      };
    },
  };
}
