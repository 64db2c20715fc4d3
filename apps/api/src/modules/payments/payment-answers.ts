import { toRupees } from '@karigar/domain/money';
import type { PaidPaymentInfo, PaymentEntry, PaymentProviderName } from '@karigar/domain/payment';
import type { PaymentView } from './payments.repository';

/** The short human reference of an order: the first 8 hex digits of its id, upper-case. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

export function toPaidPaymentInfo(paid: {
  paidAt: Date;
  providerPaymentId: string;
  amountPaise: number;
  provider: PaymentProviderName;
}): PaidPaymentInfo {
  return {
    status: 'paid',
    paidAt: paid.paidAt.toISOString(),
    razorpayPaymentId: paid.providerPaymentId,
    providerPaymentId: paid.providerPaymentId,
    amount: toRupees(paid.amountPaise),
    provider: paid.provider,
  };
}

export function toPaymentEntry({ payment, customerName }: PaymentView): PaymentEntry {
  return {
    _id: payment.id,
    orderId: payment.orderId,
    orderNumber: orderNumber(payment.orderId),
    customerName,
    amount: toRupees(payment.amountPaise),
    currency: payment.currency,
    status: payment.status,
    provider: payment.provider,
    providerOrderId: payment.providerOrderId,
    providerPaymentId: payment.providerPaymentId,
    method: payment.method,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
  };
}
