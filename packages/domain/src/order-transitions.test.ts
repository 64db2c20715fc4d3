import { describe, expect, it } from 'vitest';
import { orderStatuses, orderStatusBody } from './order';
import { allowedOrderStatuses, hasReceivedPayment, orderStatusMoveProblem } from './order-transitions';

const unpaid = { paid: false };
const paid = { paid: true };

describe('orderStatusMoveProblem', () => {
  it('lets work go forward, skipping steps, and back one stage', () => {
    for (const [from, to] of [
      ['Pending', 'Confirmed'],
      ['Pending', 'Completed'],
      ['Confirmed', 'In Progress'],
      ['Confirmed', 'Pending'],
      ['In Progress', 'Completed'],
      ['In Progress', 'Confirmed'],
      ['Cancelled', 'Pending'],
    ] as const)
      expect(orderStatusMoveProblem(from, to, unpaid), `${from} → ${to}`).toBeNull();
  });

  it('refuses to move a completed order anywhere, and an order in progress back to Pending', () => {
    for (const to of orderStatuses.filter((s) => s !== 'Completed'))
      expect(orderStatusMoveProblem('Completed', to, unpaid)).toBe('ORDER_STATUS_MOVE_NOT_ALLOWED');
    expect(orderStatusMoveProblem('In Progress', 'Pending', unpaid)).toBe('ORDER_STATUS_MOVE_NOT_ALLOWED');
    expect(orderStatusMoveProblem('Cancelled', 'Confirmed', unpaid)).toBe('ORDER_STATUS_MOVE_NOT_ALLOWED');
  });

  it('never sends an order with a payment on it back to Pending', () => {
    expect(orderStatusMoveProblem('Confirmed', 'Pending', paid)).toBe('ORDER_PAID_NOT_PENDING');
    expect(orderStatusMoveProblem('Cancelled', 'Pending', paid)).toBe('ORDER_PAID_NOT_PENDING');
  });

  it('cancels an order with a payment on it only with a refund note', () => {
    expect(orderStatusMoveProblem('Confirmed', 'Cancelled', paid)).toBe('ORDER_REFUND_NOTE_REQUIRED');
    expect(orderStatusMoveProblem('Confirmed', 'Cancelled', { paid: true, refundNote: '  ' })).toBe(
      'ORDER_REFUND_NOTE_REQUIRED',
    );
    expect(orderStatusMoveProblem('Confirmed', 'Cancelled', { paid: true, refundNote: 'Refunded by UPI' })).toBeNull();
    expect(orderStatusMoveProblem('Pending', 'Cancelled', unpaid)).toBeNull();
  });

  it('finds nothing wrong with choosing the status an order already has', () => {
    for (const status of orderStatuses) expect(orderStatusMoveProblem(status, status, paid)).toBeNull();
  });
});

describe('allowedOrderStatuses', () => {
  const order = (status: (typeof orderStatuses)[number], amountPaid = 0) =>
    ({ status, amountPaid, paymentStatus: amountPaid > 0 ? 'paid' : 'pending' }) as const;

  it('offers the order its own status and every move the table allows', () => {
    expect(allowedOrderStatuses(order('Pending'))).toEqual([...orderStatuses]);
    expect(allowedOrderStatuses(order('In Progress'))).toEqual(['Confirmed', 'In Progress', 'Completed', 'Cancelled']);
    expect(allowedOrderStatuses(order('Completed'))).toEqual(['Completed']);
    expect(allowedOrderStatuses(order('Cancelled'))).toEqual(['Pending', 'Cancelled']);
  });

  it('offers a paid order Cancelled (the note is asked for then) but never Pending', () => {
    expect(allowedOrderStatuses(order('Confirmed', 500))).toEqual([
      'Confirmed',
      'In Progress',
      'Completed',
      'Cancelled',
    ]);
    expect(allowedOrderStatuses(order('Cancelled', 500))).toEqual(['Cancelled']);
  });
});

describe('hasReceivedPayment', () => {
  it('counts a part payment as well as a paid order', () => {
    expect(hasReceivedPayment({ amountPaid: 0, paymentStatus: 'pending' })).toBe(false);
    expect(hasReceivedPayment({ amountPaid: 0, paymentStatus: 'failed' })).toBe(false);
    expect(hasReceivedPayment({ amountPaid: 100, paymentStatus: 'pending' })).toBe(true);
    expect(hasReceivedPayment({ amountPaid: 0, paymentStatus: 'paid' })).toBe(true);
  });
});

describe('orderStatusBody refundNote', () => {
  it('takes a trimmed multi-line note, reads a blank one as none, and refuses control characters', () => {
    expect(orderStatusBody.parse({ status: 'Cancelled', refundNote: ' Refund ₹500\nby UPI ' })).toEqual({
      status: 'Cancelled',
      refundNote: 'Refund ₹500\nby UPI',
    });
    expect(orderStatusBody.parse({ newStatus: 'Cancelled', refundNote: '   ' })).toEqual({ status: 'Cancelled' });
    expect(orderStatusBody.safeParse({ status: 'Cancelled', refundNote: 'a\u0000b' }).success).toBe(false);
    expect(orderStatusBody.safeParse({ status: 'Cancelled', refundNote: 'x'.repeat(1001) }).success).toBe(false);
  });
});
