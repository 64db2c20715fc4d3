import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';

describe('GET /api/users/:id/records', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;
  let ravi: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    asha = await createUser(t, { name: 'Asha Patil' });
    ravi = await createUser(t, { name: 'Ravi' });
    const polish = await createService(t, { name: 'Polish', price: 500 });
    const paint = await createService(t, { name: 'Paint', nameMr: 'रंगकाम', price: 2000 });
    await createOrder(t, asha.user, polish, { taxRate: 0, createdAt: new Date('2026-01-01T10:00:00Z') });
    await createOrder(t, asha.user, paint, { taxRate: 0, createdAt: new Date('2026-02-01T10:00:00Z') });
    await createOrder(t, ravi.user, paint);
    await createQuotation(t, asha.user, paint, { taxRate: 0 });
  });
  afterAll(() => t.close());

  const records = (id: string, who: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/users/${id}/records`, headers: who.headers });

  it('answers only that person’s orders and quotations, newest first, in rupees', async () => {
    const res = await records(asha.user.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalOrders).toBe(2);
    expect(body.orders.map((o: { serviceName: string }) => o.serviceName)).toEqual(['Paint', 'Polish']);
    expect(body.orders[0]).toMatchObject({
      serviceNameMr: 'रंगकाम',
      status: 'Pending',
      paymentStatus: 'pending',
      totalAmount: 2000,
    });
    expect(body.orders[0].orderNumber).toMatch(/^[0-9A-F]{8}$/);
    expect(body.totalQuotations).toBe(1);
    expect(body.quotations[0]).toMatchObject({
      serviceName: 'Paint',
      serviceNameMr: 'रंगकाम',
      quotationStatus: 'Pending',
      totalAmount: 2000,
    });
  });

  it('answers empty lists for a person with none, 404 for an unknown one and 403 for customers', async () => {
    expect((await records(admin.user.id)).json()).toEqual({
      orders: [],
      totalOrders: 0,
      quotations: [],
      totalQuotations: 0,
    });
    expect((await records('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await records(asha.user.id, ravi)).statusCode).toBe(403);
  });
});
