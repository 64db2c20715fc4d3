import type { ErrorCode } from './error-codes';
import { orderStatuses, type OrderPaymentStatus, type OrderStatus } from './order';

/**
 * The one table of order status moves, read by the server (anything else is a 409) and by the
 * admin's drop-down (only these are offered). Work goes forward and may skip steps; a step back is
 * allowed one stage at a time, for a change of plan or a slip of the hand:
 *
 * | from        | to                                                  |
 * | ----------- | --------------------------------------------------- |
 * | Pending     | Confirmed, In Progress, Completed, Cancelled        |
 * | Confirmed   | Pending, In Progress, Completed, Cancelled          |
 * | In Progress | Confirmed, Completed, Cancelled                     |
 * | Completed   | nothing: the work is done and handed over           |
 * | Cancelled   | Pending: an order cancelled by mistake is reopened  |
 *
 * Money received adds two rules (see `orderStatusMoveProblem`): an order with any payment on it
 * (paid in full or in part) never goes back to Pending, and it is Cancelled only with a refund note
 * saying what happens to the money. Choosing the status an order already has changes nothing.
 */
export const orderStatusMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Confirmed', 'In Progress', 'Completed', 'Cancelled'],
  Confirmed: ['Pending', 'In Progress', 'Completed', 'Cancelled'],
  'In Progress': ['Confirmed', 'Completed', 'Cancelled'],
  Completed: [],
  Cancelled: ['Pending'],
};

/** True once money was received towards the order, in full or in part. */
export const hasReceivedPayment = (order: { amountPaid: number; paymentStatus: OrderPaymentStatus }): boolean =>
  order.amountPaid > 0 || order.paymentStatus === 'paid';

export interface StatusMoveFacts {
  /** Money was received towards the order (`hasReceivedPayment`). */
  paid: boolean;
  /** What happens to the money of a paid order being cancelled. */
  refundNote?: string | undefined;
}

/** True when moving the order to `to` asks for a refund note: cancelling it once money was received. */
export const needsRefundNote = (to: OrderStatus, paid: boolean): boolean => paid && to === 'Cancelled';

/** The table's answer and the Pending rule, before any refund note is looked at. */
function moveRefusal(from: OrderStatus, to: OrderStatus, paid: boolean): ErrorCode | null {
  if (from === to) return null;
  if (!orderStatusMoves[from].includes(to)) return 'ORDER_STATUS_MOVE_NOT_ALLOWED';
  if (paid && to === 'Pending') return 'ORDER_PAID_NOT_PENDING';
  return null;
}

/**
 * Why an order may not move from `from` to `to`, or null when it may: a move outside the table, a
 * paid order going back to Pending, or a paid order cancelled without a refund note.
 */
export function orderStatusMoveProblem(from: OrderStatus, to: OrderStatus, facts: StatusMoveFacts): ErrorCode | null {
  const refusal = moveRefusal(from, to, facts.paid);
  if (refusal) return refusal;
  if (from !== to && needsRefundNote(to, facts.paid) && !facts.refundNote?.trim()) return 'ORDER_REFUND_NOTE_REQUIRED';
  return null;
}

/**
 * The statuses an admin may pick for the order, in the usual order: its own and every move it may
 * make (a paid order's Cancelled included: the refund note is asked for when it is chosen).
 */
export function allowedOrderStatuses(order: {
  status: OrderStatus;
  amountPaid: number;
  paymentStatus: OrderPaymentStatus;
}): OrderStatus[] {
  const paid = hasReceivedPayment(order);
  return orderStatuses.filter((to) => moveRefusal(order.status, to, paid) === null);
}
