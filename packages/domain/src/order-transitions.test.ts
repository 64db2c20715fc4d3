import { describe, expect, it } from 'vitest';
import { orderStatuses, orderStatusBody } from './order';
import {
  allowedOrderStatuses,
  hasReceivedPayment,
  isClosingOrReopening,
  isReopening,
  orderStatusMoveProblem,
} from './order-transitions';

const unpaid = { paid: false };
const paid = { paid: true };

describe('orderStatusMoveProblem', () => {
  it('lets an order with no money received move between any two statuses', () => {
    for (const from of orderStatuses)
      for (const to of orderStatuses) expect(orderStatusMoveProblem(from, to, unpaid), `${from} → ${to}`).toBeNull();
  });

  it('lets an order with money received move anywhere but Pending, Completed and Cancelled included', () => {
    expect(orderStatusMoveProblem('Completed', 'In Progress', paid)).toBeNull();
    expect(orderStatusMoveProblem('Cancelled', 'Confirmed', paid)).toBeNull();
    expect(orderStatusMoveProblem('Completed', 'Cancelled', { paid: true, refundNote: 'Kept as advance' })).toBeNull();
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

  it('offers an order with no money received every status, whatever its own', () => {
    for (const status of orderStatuses) expect(allowedOrderStatuses(order(status))).toEqual([...orderStatuses]);
  });

  it('offers a paid order Cancelled (the note is asked for then) but never Pending', () => {
    for (const status of ['Confirmed', 'Completed', 'Cancelled'] as const)
      expect(allowedOrderStatuses(order(status, 500))).toEqual(['Confirmed', 'In Progress', 'Completed', 'Cancelled']);
  });

  it('keeps a paid order that is still Pending on its own status', () => {
    expect(allowedOrderStatuses(order('Pending', 500))).toEqual([...orderStatuses]);
  });
});

describe('isClosingOrReopening and isReopening', () => {
  it('marks moves to Completed or Cancelled and back from them, and no other', () => {
    expect(isClosingOrReopening('Pending', 'Completed')).toBe(true);
    expect(isClosingOrReopening('Confirmed', 'Cancelled')).toBe(true);
    expect(isClosingOrReopening('Completed', 'Pending')).toBe(true);
    expect(isClosingOrReopening('Cancelled', 'In Progress')).toBe(true);
    expect(isClosingOrReopening('Pending', 'In Progress')).toBe(false);
    expect(isClosingOrReopening('Completed', 'Completed')).toBe(false);
    expect(isReopening('Completed', 'Cancelled')).toBe(true);
    expect(isReopening('Cancelled', 'Pending')).toBe(true);
    expect(isReopening('Confirmed', 'Completed')).toBe(false);
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
