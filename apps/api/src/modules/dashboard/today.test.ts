import type { TodayAnswer } from '@karigar/domain/today';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createOrder } from '../../../test/order-factories';
import { contacts } from '../../db/schema/contacts';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe('GET /api/dashboard/today', () => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    customer = await createUser(t, { name: 'Meera Joshi' });
  });
  afterAll(async () => t.close());

  const today = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/dashboard/today', headers: user.headers });
  const ids = (body: TodayAnswer, key: keyof TodayAnswer) => body[key].items.map((item) => item.id);

  it('is for admins only', async () => {
    expect((await today(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/today' })).statusCode).toBe(401);
  });

  it('lists what the owner has to act on, each section oldest first, with its total', async () => {
    const service = await createService(t, { price: 1000 });
    const freshRequest = await createQuotation(t, customer.user, service);
    const priced = await createQuotation(t, customer.user, service);
    const priceIt = await t.app.inject({
      method: 'PUT',
      url: `/api/quotations/${priced.id}/update`,
      headers: admin.headers,
      payload: { offeredPrice: 900 },
    });
    expect(priceIt.statusCode).toBe(200);
    await createQuotation(t, customer.user, service, { quotationStatus: 'Rejected' });

    const oldJob = await createOrder(t, customer.user, service, { status: 'Confirmed', createdAt: daysAgo(9) });
    const newJob = await createOrder(t, customer.user, service, { status: 'Pending', createdAt: daysAgo(1) });
    const doneUnpaid = await createOrder(t, customer.user, service, { status: 'Completed', createdAt: daysAgo(3) });
    await createOrder(t, customer.user, service, { status: 'Completed', paidAt: new Date() });
    await createOrder(t, customer.user, service, { status: 'Cancelled' });
    await t.db.insert(contacts).values([
      { name: 'Sunil', email: 'sunil@example.com', message: 'Can you fix a leaking roof this week?' },
      { name: 'Old reader', email: 'read@example.com', message: 'Seen already', status: 'read' },
    ]);

    const res = await today(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<TodayAnswer>();

    expect(ids(body, 'toPrice')).toEqual([freshRequest.id]);
    expect(body.toPrice).toMatchObject({
      total: 1,
      items: [{ name: 'Meera Joshi', about: service.name, amount: 1180, status: null }],
    });
    expect(ids(body, 'awaitingCustomer')).toEqual([priced.id]);
    expect(body.awaitingCustomer.items[0]?.amount).toBe(1062);

    expect(ids(body, 'openJobs')).toEqual([oldJob.id, newJob.id]);
    expect(body.openJobs.items.map((item) => item.status)).toEqual(['Confirmed', 'Pending']);
    expect(body.openJobs.items[0]?.since).toBe(oldJob.createdAt.toISOString());

    // Work done and not paid comes first; a paid or cancelled order owes nothing.
    expect(ids(body, 'moneyDue')).toEqual([doneUnpaid.id, oldJob.id, newJob.id]);
    expect(body.moneyDue.total).toBe(3);
    expect(body.moneyDue.items[0]).toMatchObject({ amount: 1180, status: 'Completed' });

    expect(body.newEnquiries).toMatchObject({
      total: 1,
      items: [{ name: 'Sunil', about: 'Can you fix a leaking roof this week?', amount: null }],
    });
  });

  it('shows five of a section at most, and counts them all', async () => {
    const service = await createService(t, { price: 500 });
    for (let i = 0; i < 7; i += 1) await createQuotation(t, customer.user, service);
    const body = (await today(admin)).json<TodayAnswer>();
    expect(body.toPrice.items).toHaveLength(5);
    expect(body.toPrice.total).toBe(8);
  });
});
