import { cachedDuePaise } from '@karigar/domain/ledger';
import type { InvoiceLanguage } from '@karigar/domain/invoice';
import { orderNumber } from '@karigar/domain/order';
import { receiptNumber } from '@karigar/domain/receipt';
import type { Config } from '../../config';
import type { OrderRow } from '../../db/schema/orders';
import type { PaymentRow } from '../../db/schema/payments';
import type { ReceiptData } from '../../lib/pdf/receipt-data';
import { supplierOf } from '../invoices/build-invoice-data';
import { paymentMethodWords } from './payment-method-words';

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
    method: paymentMethodWords(payment, language),
    reference: payment.provider === 'manual' ? payment.reference : payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    orderTotalPaise: order.totalPaise,
    receivedPaise: order.paidPaise,
    duePaise: cachedDuePaise(order),
    sandbox: payment.provider === 'sandbox',
  };
}
