import { toRupees } from '@karigar/domain/money';

export interface UpiPayment {
  /** The payee's UPI id (name@bank). */
  upiId: string;
  payeeName: string;
  amountPaise: number;
  /** Transaction note: the invoice number, or the order reference before one is issued. */
  note: string;
}

/** A UPI deep link any UPI app pays from (NPCI's upi://pay format), amount in rupees with 2 decimals. */
export function upiPayUri(payment: UpiPayment): string {
  const amount = toRupees(payment.amountPaise).toFixed(2);
  return `upi://pay?pa=${payment.upiId}&pn=${encodeURIComponent(payment.payeeName)}&am=${amount}&tn=${encodeURIComponent(payment.note)}&cu=INR`;
}
