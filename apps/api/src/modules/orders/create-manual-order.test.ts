import type { Order } from '@karigar/domain/order-answer';
import { calculatePricing } from '@karigar/domain/pricing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { orderRow } from '../../../test/order-factories';
import { activities } from '../../db/schema/activities';
import { orderStatusHistory } from '../../db/schema/order-status-history';
import type { ServiceRow } from '../../db/schema/services';

describe('POST /api/orders (manual order)', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Workshop Admin' });
    customer = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    service = await createService(t, { name: 'Premium car polishing', price: 1000, sacCode: '998714' });
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(async () => t.close());

  const create = (payload: Record<string, unknown>, user: TestUser = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.headers,
      payload: { userId: customer.user.id, serviceId: service.id, quantity: 1, ...payload },
    });

  it('prices the order on the server with the engine, ignoring totals the client sends', async () => {
    const res = await create({
      quantity: 3,
      offeredPrice: 900,
      discount: 100,
      taxRate: 12,
      details: 'Ceramic coat',
      totalPrice: 1,
      totalAmount: 1,
      taxAmount: 0,
      status: 'Completed',
      paymentStatus: 'paid',
    });
    expect(res.statusCode).toBe(201);
    const { message, order } = res.json<{ message: string; order: Order }>();
    expect(message).toBe('Order created successfully');
    const expected = calculatePricing({
      originalUnitPrice: 1000,
      offeredPrice: 900,
      quantity: 3,
      discount: 100,
      taxRate: 12,
    });
    expect(order.pricingSnapshot).toEqual(expected);
    expect(order).toMatchObject({
      origin: 'manual',
      status: 'Pending',
      paymentStatus: 'pending',
      createdBy: { _id: admin.user.id, name: 'Workshop Admin' },
      user: { _id: customer.user.id, name: 'Asha Patil' },
      service: { _id: service.id, name: 'Premium car polishing', price: 1000 },
      quantity: 3,
      unitPrice: 1000,
      offeredPrice: 900,
      discount: 100,
      taxRate: 12,
      totalPrice: 2912,
      totalAmount: 2912,
      details: 'Ceramic coat',
      statusHistory: [{ from: null, to: 'Pending', actor: { _id: admin.user.id, name: 'Workshop Admin' } }],
    });
    expect((await orderRow(t, order._id))?.totalPaise).toBe(291_200);
  });

  it("uses the service's list price and 18 % tax when none is given", async () => {
    const { order } = (await create({ quantity: 2 })).json<{ order: Order }>();
    expect(order).toMatchObject({
      offeredPrice: 1000,
      taxRate: 18,
      preTaxTotal: 2000,
      taxAmount: 360,
      totalPrice: 2360,
    });
    const nulls = (await create({ offeredPrice: null, taxRate: null })).json<{ order: Order }>().order;
    expect(nulls).toMatchObject({ offeredPrice: 1000, taxRate: 18, totalPrice: 1180 });
  });

  it('applies a discount percentage and a price that already includes tax', async () => {
    const { order } = (await create({ discountPercentage: 10, taxAlreadyIncluded: true })).json<{ order: Order }>();
    expect(order.pricingSnapshot).toEqual(
      calculatePricing({
        originalUnitPrice: 1000,
        quantity: 1,
        discountPercentage: 10,
        taxRate: 18,
        taxAlreadyIncluded: true,
      }),
    );
    expect(order.totalPrice).toBe(900);
  });

  it("answers the engine's problems with 400 and its text", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ offeredPrice: -5 }, 'Invalid quotation price (offeredPrice must be a non-negative number)'],
      [{ discount: 5000 }, 'Discount (₹5,000.00) cannot exceed subtotal (₹1,000.00)'],
      [{ discountPercentage: 100 }, 'Final price must be greater than 0. Please adjust discount or price.'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    for (const quantity of [0, 1.5, -1, '2']) {
      const res = await create({ quantity });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: { quantity: 'Invalid quantity (must be a positive integer)' } });
    }
  });

  it('logs the order and emails the customer a link to it', async () => {
    const { order } = (await create({})).json<{ order: Order }>();
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, order._id), eq(activities.action, 'manual_order_created')));
    expect(logged).toHaveLength(1);
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order._id))).toHaveLength(
      1,
    );
    expect(await t.mail()).toHaveLength(1);
    expect((await t.mail())[0]?.to).toBe('asha@example.com');
    expect((await t.mail())[0]?.text).toContain(`http://karigar.test/user/orders/${order._id}`);
  });

  it("answers 404 'User not found' unless the customer is an existing user account", async () => {
    for (const userId of ['3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c', 'abc', admin.user.id]) {
      const res = await create({ userId });
      expect(res.statusCode, userId).toBe(404);
      expect(res.json()).toMatchObject({ message: 'User not found' });
    }
  });

  it("answers 404 'Service not found' for an unknown or archived service", async () => {
    const archived = await createService(t, { archived: true });
    for (const serviceId of ['3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c', 'abc', archived.id]) {
      const res = await create({ serviceId });
      expect(res.statusCode, serviceId).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Service not found' });
    }
  });

  it('is for admins only', async () => {
    expect((await create({}, customer)).statusCode).toBe(403);
    expect(await t.mail()).toHaveLength(0);
  });
});
