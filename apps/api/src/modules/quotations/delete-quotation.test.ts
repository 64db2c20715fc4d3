import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { orders } from '../../db/schema/orders';
import { quotationRevisions } from '../../db/schema/quotation-revisions';
import { quotations } from '../../db/schema/quotations';
import type { ServiceRow } from '../../db/schema/services';

describe('DELETE /api/quotations/:id', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    admin = await createAdmin(t);
    service = await createService(t, { price: 6000 });
  });
  afterAll(async () => t.close());

  const remove = (id: string, user: TestUser | null) =>
    t.app.inject({ method: 'DELETE', url: `/api/quotations/${id}`, headers: user?.headers ?? {} });

  it('deletes the quotation with its revisions and logs it', async () => {
    const q = await createQuotation(t, customer.user, service);
    const res = await remove(q.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Quotation deleted successfully' });
    expect(await t.db.select().from(quotations).where(eq(quotations.id, q.id))).toHaveLength(0);
    expect(await t.db.select().from(quotationRevisions).where(eq(quotationRevisions.quotationId, q.id))).toHaveLength(
      0,
    );
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, q.id), eq(activities.action, 'quotation_deleted')));
    expect(logged).toHaveLength(1);
    expect((await remove(q.id, admin)).statusCode).toBe(404);
  });

  it("keeps a converted quotation's order, without the link", async () => {
    const q = await createQuotation(t, customer.user, service);
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${q.id}/action`,
      headers: customer.headers,
      payload: { action: 'accept' },
    });
    const { orderId } = accepted.json<{ orderId: string }>();
    expect((await remove(q.id, admin)).statusCode).toBe(200);
    const [order] = await t.db
      .select({ id: orders.id, quotationId: orders.quotationId, totalPaise: orders.totalPaise })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(order).toEqual({ id: orderId, quotationId: null, totalPaise: 708_000 });
  });

  it('is for admins only: customer 403, no token 401, malformed id 404', async () => {
    const q = await createQuotation(t, customer.user, service);
    expect((await remove(q.id, customer)).statusCode).toBe(403);
    expect((await remove(q.id, null)).statusCode).toBe(401);
    expect((await remove('x', admin)).statusCode).toBe(404);
    expect(await t.db.select().from(quotations).where(eq(quotations.id, q.id))).toHaveLength(1);
  });
});
