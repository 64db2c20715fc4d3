import type { QuotationListAnswer, QuotationStats } from '@karigar/domain/quotation-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/quotations/stats', () => {
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createUser(t);
    admin = await createAdmin(t);
  });
  afterAll(async () => t.close());

  const stats = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/quotations/stats', headers: user.headers });
  const edit = (id: string, user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/quotations/${id}/update`, headers: user.headers, payload });

  it('answers zeros when there are no quotations', async () => {
    const res = await stats(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 0,
      byStatus: { Pending: 0, Accepted: 0, Rejected: 0, Revised: 0 },
      conversionRate: 0,
      quotedValue: 0,
      acceptedValue: 0,
      awaitingWorkshop: 0,
      last30Days: { requested: 0, converted: 0, conversionRate: 0 },
    });
  });

  it('counts per status, values, those waiting for the workshop and the last 30 days’ conversion into orders', async () => {
    const service = await createService(t, { price: 1000 });
    const requested = await createQuotation(t, customer.user, service);
    const answered = await createQuotation(t, customer.user, service);
    expect((await edit(answered.id, admin, { offeredPrice: 900 })).statusCode).toBe(200);
    const changedByCustomer = await createQuotation(t, customer.user, service, { quotationStatus: 'Revised' });
    expect((await edit(changedByCustomer.id, customer, { details: 'Two tubs instead' })).statusCode).toBe(200);
    const accepted = await createQuotation(t, customer.user, service, { quantity: 2 });
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/quotations/${accepted.id}/action`,
      headers: customer.headers,
      payload: { action: 'accept' },
    });
    expect(accept.statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    await createQuotation(t, customer.user, service, { quotationStatus: 'Rejected', createdAt: longAgo });
    const oldRequest = await createQuotation(t, customer.user, service, { createdAt: longAgo });

    const body = (await stats(admin)).json<QuotationStats>();
    expect(body).toMatchObject({
      total: 6,
      byStatus: { Pending: 3, Accepted: 1, Rejected: 1, Revised: 1 },
      conversionRate: 16.67,
      acceptedValue: 2360,
      awaitingWorkshop: 3,
      last30Days: { requested: 4, converted: 1, conversionRate: 25 },
    });

    // The quotations list's Awaiting filter shows exactly those.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/quotations/admin?statusFilter=Awaiting',
      headers: admin.headers,
    });
    expect(listed.statusCode).toBe(200);
    const ids = listed.json<QuotationListAnswer>().quotations.map((q) => q._id);
    expect(ids.sort()).toEqual([requested.id, changedByCustomer.id, oldRequest.id].sort());
  });

  it('is for admins only', async () => {
    expect((await stats(customer)).statusCode).toBe(403);
  });
});
