import type { Order } from '@karigar/domain/order-answer';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import type { TestUser } from '../../../test/factories';
import { orders } from '../../db/schema/orders';
import { services } from '../../db/schema/services';
import { setUpQuotationActions } from './quotation-actions-test-support';

describe('an advance asked on a quotation', () => {
  const f = setUpQuotationActions();

  const update = (id: string, user: TestUser, payload: Record<string, unknown>) =>
    f.t.app.inject({ method: 'PUT', url: `/api/quotations/${id}/update`, headers: user.headers, payload });
  const read = (id: string, user: TestUser) =>
    f.t.app.inject({ method: 'GET', url: `/api/quotations/${id}`, headers: user.headers });

  it('computes a percentage advance on the server, in whole rupees, and shows it to the customer before accepting', async () => {
    // ₹18,000 + 18 % = ₹21,240; 33.33 % of it is ₹7,079.29, asked as ₹7,079.
    const q = await createQuotation(f.t, f.customer.user, f.service);
    const res = await update(q.id, f.admin, { advancePercentage: 33.33, advanceDue: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ quotation: Quotation }>().quotation).toMatchObject({
      quotationStatus: 'Revised',
      advancePercentage: 33.33,
      advanceAmount: null,
      advanceDue: 7079,
    });
    const seen = await read(q.id, f.customer);
    expect(seen.json<Quotation>()).toMatchObject({ totalAfterTax: 21240, advanceDue: 7079 });
  });

  it('fixes the advance on the order when the customer accepts, and the order shows it as due', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    expect((await update(q.id, f.admin, { offeredPrice: 20000, advancePercentage: 50 })).statusCode).toBe(200);
    const accepted = await f.act(q.id, f.customer, 'accept');
    expect(accepted.statusCode).toBe(200);
    const orderId = accepted.json<{ orderId: string }>().orderId;
    const [row] = await f.t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ totalPaise: 2_360_000, advancePaise: 1_180_000 });
    const order = await f.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: f.customer.headers });
    expect(order.json<Order>()).toMatchObject({
      advance: 11800,
      advanceDue: 11800,
      amountDue: 23600,
    });
  });

  it('takes an amount in place of a percentage, and clears the other way of asking', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    await update(q.id, f.admin, { advancePercentage: 20 });
    const res = await update(q.id, f.admin, { advanceAmount: 5000.4 });
    expect(res.json<{ quotation: Quotation }>().quotation).toMatchObject({
      advancePercentage: null,
      advanceAmount: 5000.4,
      advanceDue: 5000,
    });
    const cleared = await update(q.id, f.admin, { advanceAmount: 0 });
    expect(cleared.json<{ quotation: Quotation }>().quotation).toMatchObject({ advanceAmount: null, advanceDue: 0 });
  });

  it('refuses a percentage and an amount together, and an amount above the total', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    const both = await update(q.id, f.admin, { advancePercentage: 10, advanceAmount: 1000 });
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('ADVANCE_BOTH_GIVEN');
    const above = await update(q.id, f.admin, { advanceAmount: 21240.01 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ code: 'ADVANCE_ABOVE_TOTAL' });
    const tooMuch = await update(q.id, f.admin, { advancePercentage: 101 });
    expect(tooMuch.statusCode).toBe(400);
  });

  it("prefills a new quotation with its service's default percentage", async () => {
    const service = await createService(f.t, { price: 1000 });
    await f.t.db.update(services).set({ advancePercentage: 25 }).where(eq(services.id, service.id));
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/quotations/request',
      headers: f.customer.headers,
      payload: { service: service.id, quotationPrice: 1000 },
    });
    expect(res.statusCode).toBe(201);
    // ₹1,180 × 25 % = ₹295.
    expect(res.json<{ quotation: Quotation }>().quotation).toMatchObject({ advancePercentage: 25, advanceDue: 295 });
  });
});
