import { orderRef } from '@karigar/domain/order';
import { calculatePricing } from '@karigar/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createQuotation } from '../../../test/catalogue-factories';
import { activities } from '../../db/schema/activities';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import { orders } from '../../db/schema/orders';
import { buildOrderValues } from '../orders/order-values';

import { setUpQuotationActions } from './quotation-actions-test-support';

describe('PATCH /api/quotations/:id/action', () => {
  const f = setUpQuotationActions();

  it('accepts: the order exists once with the customer, service and pricing snapshot', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service, {
      offeredPrice: 16000,
      quantity: 2,
      discount: 2000,
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
      description: 'White, 5 ft',
      modification: 'Add grab bar',
    });
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ message: string; quotationId: string; orderId: string; newStatus: string }>();
    expect(body).toMatchObject({
      message: 'Quotation accepted and converted to an order',
      quotationId: q.id,
      newStatus: 'Accepted',
    });

    const [order, ...more] = await f.ordersOf(q.id);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      id: body.orderId,
      userId: f.customer.user.id,
      serviceId: f.service.id,
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
      details: 'White, 5 ft',
      modification: 'Add grab bar',
      unit: 'job',
      createdBy: f.customer.user.id,
    });
    const history = await f.t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, body.orderId));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'Pending', actorId: f.customer.user.id }),
    ]);

    const accepted = await f.detail(q.id);
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
    const logged = await f.t.db.select().from(activities).where(eq(activities.entityId, q.id));
    expect(logged.map((a) => a.action)).toContain('quotation_accepted');
    const orderLog = await f.t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, body.orderId), eq(activities.action, 'order_created')));
    expect(orderLog).toHaveLength(1);
  });

  it('tells the owner (every admin) once the customer accepts, never on a reject', async () => {
    const accepted = await createQuotation(f.t, f.customer.user, f.service, {
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
    });
    const rejected = await createQuotation(f.t, f.customer.user, f.service, {
      quotationStatus: 'Revised',
      followUpStatus: 'Sent',
    });
    const before = (await f.t.mail()).length;
    expect((await f.act(rejected.id, f.customer, 'reject')).statusCode).toBe(200);
    expect((await f.t.mail()).length).toBe(before);
    const res = await f.act(accepted.id, f.customer, 'accept');
    const { orderId } = res.json<{ orderId: string }>();
    const sent = (await f.t.mail()).slice(before);
    // The customer gets their order's confirmation (decision 051); the owner, the acceptance.
    expect(sent.filter((m) => m.to === f.customer.user.email).map((m) => m.subject)).toEqual([
      `Your order ${orderRef(orderId)} for Fiberglass bathtub is placed`,
    ]);
    const mails = sent.filter((m) => m.to !== f.customer.user.email);
    expect(mails).toEqual([
      expect.objectContaining({
        to: f.admin.user.email,
        subject: 'Quotation accepted: Fiberglass bathtub for Asha Patil',
      }),
    ]);
    expect(mails[0]!.text).toContain(`It is now order ${orderRef(orderId)}.`);
    expect(mails[0]!.text).toContain(`/admin/orders/${orderId}`);
  });

  it('lets exactly one of two concurrent accepts through: one 200, one 409, one order', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    const results = await Promise.all([f.act(q.id, f.customer, 'accept'), f.act(q.id, f.customer, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await f.ordersOf(q.id)).toHaveLength(1);
  });

  it('answers 409, never a 500, when an order for the quotation already exists (the unique constraint)', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    await f.t.db.insert(orders).values(
      buildOrderValues({
        customer: { id: f.customer.user.id, name: 'Asha Patil', email: 'asha@example.com', phone: null },
        service: {
          id: f.service.id,
          name: f.service.name,
          nameMr: f.service.nameMr,
          sacCode: f.service.sacCode,
          unit: f.service.unit,
        },
        pricing: calculatePricing({ originalUnitPrice: 18000, quantity: 1 }),
        origin: 'user',
        createdBy: null,
        details: '',
        quotationId: q.id,
      }),
    );
    const res = await f.act(q.id, f.customer, 'accept');
    expect(res.statusCode).toBe(409);
    expect(await f.ordersOf(q.id)).toHaveLength(1);
    expect(await f.detail(q.id)).toMatchObject({
      quotationStatus: 'Pending',
      isConvertedToOrder: false,
      orderId: null,
      __v: 1,
    });
  });

  it('answers 409 to accepting or rejecting an Accepted quotation', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    expect((await f.act(q.id, f.customer, 'accept')).statusCode).toBe(200);
    for (const action of ['accept', 'reject']) {
      const res = await f.act(q.id, f.customer, action);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This quotation has already been accepted.' });
    }
    expect(await f.ordersOf(q.id)).toHaveLength(1);
    expect((await f.detail(q.id)).quotationStatus).toBe('Accepted');
  });

  it('is for the owner only: admin 403, another customer 404, no token 401, bad action 400', async () => {
    const q = await createQuotation(f.t, f.customer.user, f.service);
    expect((await f.act(q.id, f.admin, 'accept')).statusCode).toBe(403);
    const stranger = await f.act(q.id, f.other, 'accept');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Quotation not found' });
    expect((await f.act(q.id, null, 'accept')).statusCode).toBe(401);
    expect((await f.act(q.id, f.customer, 'approve')).statusCode).toBe(400);
    expect((await f.act('nope', f.customer, 'accept')).statusCode).toBe(404);
    expect(await f.ordersOf(q.id)).toHaveLength(0);
  });
});
