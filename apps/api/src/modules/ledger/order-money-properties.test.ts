import { cachedDuePaise, orderMoney } from '@karigar/domain/ledger';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';

/** What an admin may do to an order's money, in any order; each step may be refused (409), never half done. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('record' as const), rupees: fc.integer({ min: 1, max: 1200 }) }),
  fc.record({ kind: fc.constant('void' as const), nth: fc.nat(5) }),
  fc.record({ kind: fc.constant('refund' as const), rupees: fc.integer({ min: 1, max: 1200 }) }),
  fc.record({ kind: fc.constantFrom('cancel' as const, 'reopen' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

describe('an order’s money always equals the sum of its ledger rows', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, asha] = await Promise.all([createAdmin(t), createUser(t, { name: 'Asha Patil' })]);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  async function apply(orderId: string, s: Step) {
    const base = `/api/orders/${orderId}`;
    if (s.kind === 'record')
      return post(`${base}/payments`, { method: 'cash', amount: s.rupees, paidAt: indiaDate(new Date()) });
    if (s.kind === 'refund') return post(`${base}/refunds`, { method: 'bank', amount: s.rupees, reason: 'Property' });
    if (s.kind === 'void') {
      const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
      const paid = rows.filter((p) => p.status === 'paid');
      if (paid.length === 0) return undefined;
      return post(`${base}/payments/${paid[s.nth % paid.length]!.id}/void`, { reason: 'Property' });
    }
    const status = s.kind === 'cancel' ? { status: 'Cancelled', refundNote: 'Property' } : { status: 'Confirmed' };
    return t.app.inject({ method: 'PATCH', url: `${base}/status`, headers: admin.headers, payload: status });
  }

  it('after any sequence of payments, voids, refunds, cancelling and reopening', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const order = await insertCustomerOrder(t, asha, { price: 1000 });
        for (const s of steps) {
          const res = await apply(order.id, s);
          if (res) expect([200, 201, 400, 409], res.body).toContain(res.statusCode);
        }
        const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
        const money = orderMoney(rows, { totalPaise: row!.totalPaise, cancelled: row!.status === 'Cancelled' });
        expect(row!.paidPaise).toBe(rows.reduce((sum, r) => sum + r.amountPaise, 0));
        expect(row!.refundDuePaise).toBe(money.refundDuePaise);
        expect(cachedDuePaise(row!)).toBe(money.duePaise);
        expect(money.heldPaise).toBeGreaterThanOrEqual(0);
        if (row!.status !== 'Cancelled') expect(row!.paymentStatus === 'paid').toBe(money.duePaise === 0);
      }),
      { numRuns: 12 },
    );
  });
});
