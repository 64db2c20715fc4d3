import type { Order } from '@karigar/domain/order-answer';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import type { ServiceRow } from '../../db/schema/services';

describe('POST /api/orders/request-service', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let service: ServiceRow;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: 'workshop@example.com' } });
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'Ravi Kulkarni', email: 'ravi@example.com' });
    service = await createService(t, { name: 'Fiberglass planter pots', price: 2500 });
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(async () => t.close());

  const request = (payload: Record<string, unknown>, user: TestUser | null = customer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/request-service',
      headers: user?.headers ?? {},
      payload,
    });

  it("makes a Pending 'service-request' order of one, at the list price with 18 % tax", async () => {
    const res = await request({ serviceId: service.id, totalPrice: 1, offeredPrice: 1 });
    expect(res.statusCode).toBe(201);
    const { message, order } = res.json<{ message: string; order: Order }>();
    expect(message).toBe('Service requested successfully');
    expect(order).toMatchObject({
      origin: 'service-request',
      status: 'Pending',
      quantity: 1,
      offeredPrice: 2500,
      taxRate: 18,
      totalPrice: 2950,
      name: 'Ravi Kulkarni',
      user: { _id: customer.user.id },
      createdBy: { _id: customer.user.id, name: 'Ravi Kulkarni' },
      statusHistory: [{ from: null, to: 'Pending', actor: { _id: customer.user.id } }],
    });
  });

  it('takes a quantity and details, logs the request and emails the workshop', async () => {
    const res = await request({ serviceId: service.id, quantity: 4, details: 'Six inch, terracotta colour' });
    const { order } = res.json<{ order: Order }>();
    expect(order).toMatchObject({ quantity: 4, totalPrice: 11800, details: 'Six inch, terracotta colour' });
    const logged = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, order._id), eq(activities.action, 'service_requested')));
    expect(logged).toHaveLength(1);
    // The workshop's notice, and the customer's confirmation of the order placed.
    const mails = await t.mail();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ravi@example.com', 'workshop@example.com']);
    const notice = mails.find((mail) => mail.to === 'workshop@example.com');
    expect(notice).toMatchObject({ subject: 'New service request: Fiberglass planter pots from Ravi Kulkarni' });
    expect(notice?.text).toContain(`http://karigar.test/admin/orders/${order._id}`);

    const own = await t.app.inject({ method: 'GET', url: '/api/orders/my', headers: customer.headers });
    expect(own.json<{ orders: Order[] }>().orders.map((o) => o._id)).toContain(order._id);
  });

  it("answers 404 'Service not found' for an unknown or archived service, and 400 for a bad quantity", async () => {
    const archived = await createService(t, { archived: true });
    for (const serviceId of [archived.id, '3f1c2a4e-9b7d-4c1e-8a2b-5d6e7f8a9b0c', 'Fiberglass planter pots']) {
      const res = await request({ serviceId });
      expect(res.statusCode, serviceId).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Service not found' });
    }
    expect((await request({ serviceId: service.id, quantity: 0 })).statusCode).toBe(400);
    expect((await request({})).statusCode).toBe(400);
    expect(await t.mail()).toHaveLength(0);
  });

  it('is for customers: an admin gets 403, no login 401', async () => {
    expect((await request({ serviceId: service.id }, admin)).statusCode).toBe(403);
    expect((await request({ serviceId: service.id }, null)).statusCode).toBe(401);
  });
});
