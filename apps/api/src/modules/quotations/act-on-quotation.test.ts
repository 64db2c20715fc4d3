import { calculatePricing } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders } from '../../db/schema/orders';
import type { ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { buildOrderValues } from '../orders/order-values';

describe('PATCH /api/quotations/:id/action', () => {
  let t: TestApp;
  let customer: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    await t.db.update(users).set({ phone: '+91 98220 12345' }).where(eq(users.id, customer.user.id));
    other = await createUser(t);
    admin = await createAdmin(t);
    service = await createService(t, { name: 'Fiberglass bathtub', price: 18000, sacCode: '998719' });
  });
  afterAll(async () => t.close());

  const act = (id: string, user: TestUser | null, action: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${id}/action`,
      headers: user?.headers ?? {},
      payload: { action },
    });
  const ordersOf = (quotationId: string) => t.db.select().from(orders).where(eq(orders.quotationId, quotationId));
  const detail = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/quotations/${id}`, headers: admin.headers })).json<Quotation>();

  const followUp = (id: string, note: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${id}/follow-up`,
      headers: admin.headers,
      payload: { newPrice: null, followUpNote: note },
    });

  it('accepts: the order exists once with the customer, service and pricing snapshot', async () => {
    const q = await createQuotation(t, customer.user, service, {
      offeredPrice: 16000,
      quantity: 2,
      discount: 2000,
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
      description: 'White, 5 ft',
      modification: 'Add grab bar',
    });
    const res = await act(q.id, customer, 'accept');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; quotationId: string; orderId: string; newStatus: string }>();
    expect(body).toMatchObject({
      message: 'Quotation accepted and converted to an order',
      quotationId: q.id,
      newStatus: 'Accepted',
    });

    const [order, ...more] = await ordersOf(q.id);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      id: body.orderId,
      userId: customer.user.id,
      serviceId: service.id,
      origin: 'user',
      status: 'Pending',
      paymentStatus: 'pending',
      customerName: 'Asha Patil',
      customerEmail: 'asha@example.com',
      customerPhone: '+91 98220 12345',
      serviceName: 'Fiberglass bathtub',
      sacCode: '998719',
      quantity: 2,
      unitPricePaise: 1_800_000,
      offeredPricePaise: 1_600_000,
      discountPaise: 200_000,
      taxRate: 18,
      taxAlreadyIncluded: false,
      subtotalBeforeDiscountPaise: 3_200_000,
      subtotalAfterDiscountPaise: 3_000_000,
      preTaxTotalPaise: 3_000_000,
      taxAmountPaise: 540_000,
      totalPaise: 3_540_000,
      details: 'White, 5 ft\n\nModifications: Add grab bar',
      createdBy: customer.user.id,
    });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, body.orderId));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'Pending', actorId: customer.user.id }),
    ]);

    const accepted = await detail(q.id);
    expect(accepted).toMatchObject({
      quotationStatus: 'Accepted',
      followUpStatus: 'Closed',
      isConvertedToOrder: true,
      orderId: body.orderId,
      __v: 2,
      totalAfterTax: 35400,
    });
    expect(accepted.revisions?.[1]).toMatchObject({
      version: 2,
      kind: 'accepted',
      changes: { quotationStatus: { from: 'Revised', to: 'Accepted' } },
    });
    const logged = await t.db.select().from(activities).where(eq(activities.entityId, q.id));
    expect(logged.map((a) => a.action)).toContain('quotation_accepted');
    const orderLog = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, body.orderId), eq(activities.action, 'order_created')));
    expect(orderLog).toHaveLength(1);
  });

  it('tells the owner (every admin) once the customer accepts, never on a reject', async () => {
    const accepted = await createQuotation(t, customer.user, service, {
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
    });
    const rejected = await createQuotation(t, customer.user, service, {
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
    });
    const before = t.mail.length;
    expect((await act(rejected.id, customer, 'reject')).statusCode).toBe(200);
    expect(t.mail.length).toBe(before);
    const res = await act(accepted.id, customer, 'accept');
    const { orderId } = res.json<{ orderId: string }>();
    const mails = t.mail.slice(before);
    expect(mails).toEqual([
      expect.objectContaining({
        to: admin.user.email,
        subject: 'Quotation accepted: Fiberglass bathtub for Asha Patil',
      }),
    ]);
    expect(mails[0]!.text).toContain(`It is now order #${orderId.slice(0, 8).toUpperCase()}.`);
    expect(mails[0]!.text).toContain(`/admin/orders/${orderId}`);
  });

  it('lets exactly one of two concurrent accepts through: one 200, one 409, one order', async () => {
    const q = await createQuotation(t, customer.user, service);
    const results = await Promise.all([act(q.id, customer, 'accept'), act(q.id, customer, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ordersOf(q.id)).toHaveLength(1);
  });

  it('answers 409, never a 500, when an order for the quotation already exists (the unique constraint)', async () => {
    const q = await createQuotation(t, customer.user, service);
    await t.db.insert(orders).values(
      buildOrderValues({
        customer: { id: customer.user.id, name: 'Asha Patil', email: 'asha@example.com', phone: null },
        service: { id: service.id, name: service.name, sacCode: service.sacCode },
        pricing: calculatePricing({ originalUnitPrice: 18000, quantity: 1 }),
        origin: 'user',
        createdBy: null,
        details: '',
        quotationId: q.id,
      }),
    );
    const res = await act(q.id, customer, 'accept');
    expect(res.statusCode).toBe(409);
    expect(await ordersOf(q.id)).toHaveLength(1);
    expect(await detail(q.id)).toMatchObject({
      quotationStatus: 'Pending',
      isConvertedToOrder: false,
      orderId: null,
      __v: 1,
    });
  });

  it('answers 409 to accepting or rejecting an Accepted quotation', async () => {
    const q = await createQuotation(t, customer.user, service);
    expect((await act(q.id, customer, 'accept')).statusCode).toBe(200);
    for (const action of ['accept', 'reject']) {
      const res = await act(q.id, customer, action);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This quotation has already been accepted.' });
    }
    expect(await ordersOf(q.id)).toHaveLength(1);
    expect((await detail(q.id)).quotationStatus).toBe('Accepted');
  });

  it('rejects: status Rejected, follow-up Pending and required, no order', async () => {
    const q = await createQuotation(t, customer.user, service);
    const res = await act(q.id, customer, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Quotation rejected',
      quotationId: q.id,
      orderId: null,
      newStatus: 'Rejected',
    });
    expect(await detail(q.id)).toMatchObject({
      quotationStatus: 'Rejected',
      followUpStatus: 'Pending',
      followUpRequired: true,
      __v: 2,
    });
    expect(await ordersOf(q.id)).toHaveLength(0);
    expect((await act(q.id, customer, 'reject')).statusCode).toBe(409);
  });

  it('accepts a rejected quotation only after a follow-up from the workshop', async () => {
    const q = await createQuotation(t, customer.user, service);
    await act(q.id, customer, 'reject');
    const early = await act(q.id, customer, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'A rejected quotation can be accepted only after a follow-up from the workshop.',
    });
    // Editing it (back to Pending) does not get around the rule.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: customer.headers,
      payload: { details: 'Smaller tub' },
    });
    expect(edited.json()).toMatchObject({ quotation: { quotationStatus: 'Pending', followUpStatus: 'Pending' } });
    expect((await act(q.id, customer, 'accept')).statusCode).toBe(409);

    expect((await followUp(q.id, 'We can do it next week.')).statusCode).toBe(200);
    const late = await act(q.id, customer, 'accept');
    expect(late.statusCode).toBe(200);
    expect(await ordersOf(q.id)).toHaveLength(1);
  });

  it('accepts after the customer changes their mind when a follow-up came before the rejection', async () => {
    const q = await createQuotation(t, customer.user, service);
    expect((await followUp(q.id, 'We can fit it on Friday.')).statusCode).toBe(200);
    expect((await act(q.id, customer, 'reject')).statusCode).toBe(200);
    expect(await detail(q.id)).toMatchObject({
      quotationStatus: 'Rejected',
      followUpStatus: 'Pending',
      hasFollowUp: true,
    });
    const res = await act(q.id, customer, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ newStatus: 'Accepted' });
    expect(await ordersOf(q.id)).toHaveLength(1);
  });

  it('accepts a quotation rejected and then followed up', async () => {
    const q = await createQuotation(t, customer.user, service);
    await act(q.id, customer, 'reject');
    expect(await detail(q.id)).toMatchObject({ hasFollowUp: false });
    expect((await followUp(q.id, 'Revised plan attached.')).statusCode).toBe(200);
    expect((await act(q.id, customer, 'accept')).statusCode).toBe(200);
    expect(await ordersOf(q.id)).toHaveLength(1);
  });

  it('accepts a rejected quotation once the workshop re-prices it in the edit panel (no longer Rejected)', async () => {
    const q = await createQuotation(t, customer.user, service, { offeredPrice: 17000, quotationStatus: 'Revised' });
    expect((await act(q.id, customer, 'reject')).statusCode).toBe(200);
    const revised = await t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: admin.headers,
      payload: { offeredPrice: 15000 },
    });
    expect(revised.json()).toMatchObject({ quotation: { quotationStatus: 'Revised', followUpStatus: 'Pending' } });
    const res = await act(q.id, customer, 'accept');
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(q.id);
    expect(order).toMatchObject({ offeredPricePaise: 1_500_000 });
  });

  it("refuses to accept the workshop's price for a request the customer changed since, until the workshop answers", async () => {
    const q = await createQuotation(t, customer.user, service, { offeredPrice: 100, quotationStatus: 'Revised' });
    const edit = (payload: Record<string, unknown>, user: TestUser) =>
      t.app.inject({ method: 'PUT', url: `/api/quotations/${q.id}/update`, headers: user.headers, payload });
    expect((await edit({ quantity: 1000 }, customer)).json()).toMatchObject({
      quotation: { quantity: 1000, offeredPrice: 100, awaitingWorkshop: true },
    });

    const early = await act(q.id, customer, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You can accept this quotation once the workshop has answered your changes.',
    });
    expect(await ordersOf(q.id)).toHaveLength(0);

    // The workshop answers by keeping its price for the new quantity; then the customer may accept.
    expect((await edit({ offeredPrice: 100 }, admin)).json()).toMatchObject({ quotation: { awaitingWorkshop: false } });
    expect((await act(q.id, customer, 'accept')).statusCode).toBe(200);
    const [order] = await ordersOf(q.id);
    expect(order).toMatchObject({ quantity: 1000, offeredPricePaise: 10_000 });
  });

  it('lets the customer reject a quotation that waits for the workshop', async () => {
    const q = await createQuotation(t, customer.user, service, { offeredPrice: 100, quotationStatus: 'Revised' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${q.id}/update`,
      headers: customer.headers,
      payload: { details: 'Two tubs instead' },
    });
    const res = await act(q.id, customer, 'reject');
    expect(res.statusCode).toBe(200);
    expect(await detail(q.id)).toMatchObject({ quotationStatus: 'Rejected', awaitingWorkshop: true });
  });

  it('answers 409 to accepting a rejected quotation without any follow-up', async () => {
    const q = await createQuotation(t, customer.user, service, { followUpStatus: 'Sent' });
    await act(q.id, customer, 'reject');
    const res = await act(q.id, customer, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'A rejected quotation can be accepted only after a follow-up from the workshop.',
    });
    expect(await ordersOf(q.id)).toHaveLength(0);
  });

  it('is for the owner only: admin 403, another customer 404, no token 401, bad action 400', async () => {
    const q = await createQuotation(t, customer.user, service);
    expect((await act(q.id, admin, 'accept')).statusCode).toBe(403);
    const stranger = await act(q.id, other, 'accept');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Quotation not found' });
    expect((await act(q.id, null, 'accept')).statusCode).toBe(401);
    expect((await act(q.id, customer, 'approve')).statusCode).toBe(400);
    expect((await act('nope', customer, 'accept')).statusCode).toBe(404);
    expect(await ordersOf(q.id)).toHaveLength(0);
  });
});
