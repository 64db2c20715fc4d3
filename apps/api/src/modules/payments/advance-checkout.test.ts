import type { Order } from '@karigar/domain/order-answer';
import { indiaDate } from '@karigar/domain/recorded-payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { insertCustomerOrder, openCheckout, payInSandbox } from './payment-test-fixtures';

describe('paying the advance of an order', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => t.close());

  const orderAnswer = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: customer.headers })).json<Order>();

  it('opens a checkout for the advance still due, whatever amount the client sends', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    const checkout = await openCheckout(t, customer, order.id, { amount: 1 });
    expect(checkout.amount).toBe(118_000);
  });

  it('opens a checkout for the whole balance when the customer pays in full', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    const checkout = await openCheckout(t, customer, order.id, { payInFull: true });
    expect(checkout.amount).toBe(236_000);
  });

  it('clears the advance due once the advance is paid online, and then asks for the balance', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    await payInSandbox(t, customer, order.id);
    expect(await orderAnswer(order.id)).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: 1180,
      advanceDue: 0,
      amountDue: 1180,
    });
    expect((await openCheckout(t, customer, order.id)).amount).toBe(118_000);
    await payInSandbox(t, customer, order.id);
    expect(await orderAnswer(order.id)).toMatchObject({ paymentStatus: 'paid', amountDue: 0, advanceDue: 0 });
  });

  it('counts a part payment the admin records towards the advance', async () => {
    const order = await insertCustomerOrder(t, customer, { price: 2360, changes: { advancePaise: 118_000 } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: admin.headers,
      payload: { amount: 500, method: 'cash', paidAt: indiaDate(new Date()) },
    });
    expect(res.statusCode).toBe(201);
    expect(await orderAnswer(order.id)).toMatchObject({ amountPaid: 500, advanceDue: 680 });
    expect((await openCheckout(t, customer, order.id)).amount).toBe(68_000);
  });
});
