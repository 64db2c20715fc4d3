import type { ErrorCode } from './error-codes';
import { orderStatuses, type OrderStatus, type OrderPaymentStatus } from './order';

/**
 * Order status moves (spec §4: an admin may set any status from any other), read by the server
 * (a refusal is a 409 with its code) and by the admin's drop-down (only what may be chosen is
 * offered). An order with no money received moves freely. Money received adds two rules: the order
 * never goes back to Pending, and it is Cancelled only with a refund note saying what happens to the
 * money. Choosing the status an order already has changes nothing.
 */

/** True once money was received towards the order, in full or in part. */
export const hasReceivedPayment = (order: { amountPaid: number; paymentStatus: OrderPaymentStatus }): boolean =>
  order.amountPaid > 0 || order.paymentStatus === 'paid';

export interface StatusMoveFacts {
  /** Money was received towards the order (`hasReceivedPayment`). */
  paid: boolean;
  /** What happens to the money of a paid order being cancelled. */
  refundNote?: string | undefined;
}

/** Statuses that end an order's work: moving to one, or back from one, is confirmed first in the UI. */
const closingStatuses: ReadonlySet<OrderStatus> = new Set(['Completed', 'Cancelled']);

/** True when the move closes the order (Completed, Cancelled) or reopens a closed one. */
export const isClosingOrReopening = (from: OrderStatus, to: OrderStatus): boolean =>
  from !== to && (closingStatuses.has(to) || closingStatuses.has(from));

/** True when the move takes a completed or cancelled order back to another status. */
export const isReopening = (from: OrderStatus, to: OrderStatus): boolean => from !== to && closingStatuses.has(from);

/** True when moving the order to `to` asks for a refund note: cancelling it once money was received. */
export const needsRefundNote = (to: OrderStatus, paid: boolean): boolean => paid && to === 'Cancelled';

/** The Pending rule of a paid order, before any refund note is looked at. */
const moveRefusal = (from: OrderStatus, to: OrderStatus, paid: boolean): ErrorCode | null =>
  from !== to && paid && to === 'Pending' ? 'ORDER_PAID_NOT_PENDING' : null;

/**
 * Why an order may not move from `from` to `to`, or null when it may: a paid order going back to
 * Pending, or a paid order cancelled without a refund note.
 */
export function orderStatusMoveProblem(from: OrderStatus, to: OrderStatus, facts: StatusMoveFacts): ErrorCode | null {
  const refusal = moveRefusal(from, to, facts.paid);
  if (refusal) return refusal;
  if (from !== to && needsRefundNote(to, facts.paid) && !facts.refundNote?.trim()) return 'ORDER_REFUND_NOTE_REQUIRED';
  return null;
}

/**
 * The statuses an admin may pick for the order, in the usual order: every status, less Pending once
 * money was received (a paid order's Cancelled included: the refund note is asked for when it is
 * chosen). The order's own status is always there.
 */
export function allowedOrderStatuses(order: {
  status: OrderStatus;
  amountPaid: number;
  paymentStatus: OrderPaymentStatus;
}): OrderStatus[] {
  const paid = hasReceivedPayment(order);
  return orderStatuses.filter((to) => moveRefusal(order.status, to, paid) === null);
}
