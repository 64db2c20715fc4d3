import { describe, expect, it } from 'vitest';
import { activityLinks } from './activity';

const none = { orderId: null, quotationId: null, userId: null, contactId: null };

describe('activityLinks', () => {
  it('links to every entity whose id the params name', () => {
    expect(
      activityLinks({
        action: 'quotation_accepted',
        entity: 'quotation',
        entityId: 'q1',
        params: { actor: 'Asha', quotationId: 'q1', orderId: 'o1' },
      }),
    ).toEqual({ ...none, quotationId: 'q1', orderId: 'o1' });
  });

  it('links a row without params to its entity, but not one that records a deletion', () => {
    expect(activityLinks({ action: 'login', entity: 'user', entityId: 'u1', params: {} })).toEqual({
      ...none,
      userId: 'u1',
    });
    expect(activityLinks({ action: 'order_deleted', entity: 'order', entityId: 'o1', params: {} })).toEqual(none);
  });

  it('does not link a deleted entity the params leave out', () => {
    expect(
      activityLinks({ action: 'quotation_deleted', entity: 'quotation', entityId: 'q1', params: { actor: 'Ravi' } }),
    ).toEqual(none);
  });
});
