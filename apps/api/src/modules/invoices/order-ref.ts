/** An order's short human reference: the first 8 hex digits of its id, upper-case. */
export const orderRef = (orderId: string): string => orderId.slice(0, 8).toUpperCase();
