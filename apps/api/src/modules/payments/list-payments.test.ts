import type { PaymentHistoryAnswer } from '@karigar/domain/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { insertCustomerOrder, openCheckout } from './payment-test-fixtures';

describe('GET /api/payments/history', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  let admin: TestUser;
  const ashaCheckouts: string[] = [];
  let raviCheckout: string;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t, { name: 'Asha Patil' });
    ravi = await createUser(t, { name: 'Ravi Kulkarni' });
    admin = await createAdmin(t);
    for (const price of [100, 200, 300]) {
      const order = await insertCustomerOrder(t, asha, { price });
      ashaCheckouts.push((await openCheckout(t, asha, order.id)).id);
    }
    const order = await insertCustomerOrder(t, ravi, { price: 450.5 });
    raviCheckout = (await openCheckout(t, ravi, order.id)).id;
  });
  afterAll(async () => t.close());

  const history = async (user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/history${query}`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.json<PaymentHistoryAnswer>();
  };

  it("lists a customer's own payments only, newest first", async () => {
    const { payments, pagination } = await history(asha);
    expect(payments.map((p) => p.providerOrderId)).toEqual([...ashaCheckouts].reverse());
    expect(pagination).toEqual({ currentPage: 1, totalPages: 1, total: 3, limit: 10 });
    expect(payments[0]).toEqual({
      _id: expect.any(String),
      orderId: expect.any(String),
      orderNumber: expect.stringMatching(/^[0-9A-F]{8}$/),
      customerName: 'Asha Patil',
      amount: 300,
      currency: 'INR',
      status: 'created',
      provider: 'sandbox',
      providerOrderId: ashaCheckouts[2],
      providerPaymentId: null,
      method: null,
      failureReason: null,
      createdAt: expect.any(String),
      paidAt: null,
    });
  });

  it('lists every payment for an admin, a page at a time', async () => {
    const first = await history(admin, '?page=1&limit=2');
    expect(first.payments.map((p) => p.providerOrderId)).toEqual([raviCheckout, ashaCheckouts[2]]);
    expect(first.payments[0]).toMatchObject({ customerName: 'Ravi Kulkarni', amount: 450.5 });
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, total: 4, limit: 2 });
    const second = await history(admin, '?page=2&limit=2');
    expect(second.payments.map((p) => p.providerOrderId)).toEqual([ashaCheckouts[1], ashaCheckouts[0]]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/history' })).statusCode).toBe(401);
  });
});
