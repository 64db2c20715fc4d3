import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { orderNumber } from '@karigar/domain/order';
import { receiptNumber } from '@karigar/domain/receipt';
import { recordedPaymentMethods } from '@karigar/domain/recorded-payment';
import type { Config } from '../../config';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import { mailTexts } from '../../lib/mail-texts';
import type { ReceiptData } from '../../lib/pdf/receipt-data';
import { supplierOf } from '../invoices/build-invoice-data';

const isRecordedMethod = (method: string | null): method is (typeof recordedPaymentMethods)[number] =>
  recordedPaymentMethods.some((known) => known === method);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the payment was made, in words: a recorded method by name, else online (with the payer's method). */
function methodText(payment: PaymentRow, language: InvoiceLanguage): string {
  const t = mailTexts(language).paymentWay;
  if (payment.provider === 'manual' && isRecordedMethod(payment.method)) return capitalised(t.methods[payment.method]);
  if (payment.provider === 'sandbox') return capitalised(t.sandbox);
  return capitalised(t.online(payment.method ?? payment.provider));
}

/** What the receipt of one received payment of `order` shows, in `language`. */
export function buildReceiptData(
  order: OrderRow,
  payment: PaymentRow,
  business: Config['business'],
  language: InvoiceLanguage,
): ReceiptData {
  return {
    number: receiptNumber(payment.id),
    orderRef: `#${orderNumber(order.id)}`,
    supplier: supplierOf(business),
    customerName: order.customerName,
    service: (language === 'mr' && order.serviceNameMr.trim()) || order.serviceName,
    paidAt: payment.paidAt ?? payment.createdAt,
    method: methodText(payment, language),
    reference: payment.provider === 'manual' ? payment.reference : payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    orderTotalPaise: order.totalPaise,
    receivedPaise: order.paidPaise,
    duePaise: Math.max(0, order.totalPaise - order.paidPaise),
    sandbox: payment.provider === 'sandbox',
  };
}
