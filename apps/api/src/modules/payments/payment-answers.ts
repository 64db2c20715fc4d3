import { orderNumber } from '@karigar/domain/order';
import { toRupees } from '@karigar/domain/money';
import type { PaidPaymentInfo, PaymentEntry, PaymentProviderName } from '@karigar/domain/payment';
import type { OrderPayment } from '@karigar/domain/recorded-payment';
import type { OrderPaymentView, PaymentView } from './payments.repository';

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

const person = (p: { id: string; name: string } | null) => (p ? { _id: p.id, name: p.name } : null);

/** One attempt of an order; who recorded or voided it, and why, only for an admin. */
export function toOrderPayment({ payment, recordedBy, voidedBy }: OrderPaymentView, forAdmin: boolean): OrderPayment {
  return {
    _id: payment.id,
    amount: toRupees(payment.amountPaise),
    currency: payment.currency,
    status: payment.status,
    provider: payment.provider,
    method: payment.method,
    providerOrderId: payment.providerOrderId,
    providerPaymentId: payment.providerPaymentId,
    reference: payment.reference,
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
    paidAt: payment.paidAt?.toISOString() ?? null,
    voidedAt: payment.voidedAt?.toISOString() ?? null,
    recordedBy: forAdmin ? person(recordedBy) : null,
    voidedBy: forAdmin ? person(voidedBy) : null,
    voidReason: forAdmin ? payment.voidReason : null,
  };
}
