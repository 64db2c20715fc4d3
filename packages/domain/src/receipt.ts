/**
 * A payment's receipt number, as the receipt, the order page and the invoice print it: `R-` and
 * the first eight characters of the payment's id (`R-3F1C2A4E`), which never change.
 */
export const receiptNumber = (paymentId: string): string => `R-${paymentId.slice(0, 8).toUpperCase()}`;

/** A payment counts as received (it has a receipt) while it is paid and not voided. */
export const isReceivedPayment = (payment: { status: string; voidedAt: string | Date | null }): boolean =>
  payment.status === 'paid' && payment.voidedAt === null;
