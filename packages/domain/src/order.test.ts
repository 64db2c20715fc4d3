import { describe, expect, it } from 'vitest';
import { manualOrderBody, orderListQuery, orderNumber, orderStatusBody, orderRef } from './order';

describe('orderStatusBody', () => {
  it("reads 'canceled' and 'cancelled' in any case as Cancelled, and newStatus as status", () => {
    for (const status of ['canceled', 'CANCELLED', ' Canceled ', 'cancelled']) {
      expect(orderStatusBody.parse({ status })).toEqual({ status: 'Cancelled' });
    }
    expect(orderStatusBody.parse({ newStatus: 'In Progress' })).toEqual({ status: 'In Progress' });
  });

  it('rejects any other status', () => {
    for (const body of [{ status: 'Shipped' }, { status: 'cancel' }, { status: null }, {}]) {
      expect(orderStatusBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('orderListQuery', () => {
  it('defaults to page 1 of 10, newest first, every origin', () => {
    expect(orderListQuery.parse({})).toEqual({ page: 1, limit: 10, sortKey: 'createdAt', sortOrder: 'desc' });
    expect(orderListQuery.parse({ origin: '', search: '  ', sortKey: '' })).toMatchObject({ sortKey: 'createdAt' });
    expect(orderListQuery.parse({ origin: 'all' }).origin).toBeUndefined();
  });

  it('accepts only the whitelisted sort keys and origins', () => {
    expect(orderListQuery.parse({ sortKey: 'totalPrice', origin: 'service-request' })).toMatchObject({
      sortKey: 'totalPrice',
      origin: 'service-request',
    });
    expect(orderListQuery.safeParse({ sortKey: 'password_hash' }).success).toBe(false);
    expect(orderListQuery.safeParse({ origin: 'system' }).success).toBe(false);
    expect(orderListQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('manualOrderBody', () => {
  it("answers a bad quantity with the pricing engine's text", () => {
    const result = manualOrderBody.safeParse({ userId: 'u', serviceId: 's', quantity: 0 });
    expect(result.error?.issues[0]?.message).toBe('QUANTITY_INVALID');
  });
});

it('orderNumber is the first 8 hex digits of the id, upper-case, and orderRef writes it after #', () => {
  expect(orderNumber('3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c')).toBe('3F1C2A4E');
  expect(orderRef('3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c')).toBe('#3F1C2A4E');
});
