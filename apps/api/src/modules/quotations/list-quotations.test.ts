import type { QuotationListAnswer } from '@karigar/domain/quotation-answer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createQuotation, createService } from '../../../test/catalogue-factories';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';

describe('GET /api/quotations/user and /admin', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await createUser(t, { name: 'Asha Patil' });
    ravi = await createUser(t, { name: 'Ravi 100%_Kulkarni' });
    admin = await createAdmin(t);
    const doors = await createService(t, { name: 'Fiberglass doors', price: 8500 });
    const tub = await createService(t, { name: 'Fiberglass bathtub', price: 18000 });
    const roof = await createService(t, { name: 'Roofing', price: 450 });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    // Asha: 12 quotations over 12 days; Ravi: 3 with other statuses.
    for (let i = 1; i <= 12; i++) await createQuotation(t, asha.user, doors, { createdAt: day(i), quantity: i });
    await createQuotation(t, ravi.user, tub, {
      createdAt: day(20),
      quotationStatus: 'Rejected',
      followUpStatus: 'Sent',
    });
    await createQuotation(t, ravi.user, roof, {
      createdAt: day(21),
      quotationStatus: 'Accepted',
      followUpStatus: 'Closed',
    });
    await createQuotation(t, ravi.user, roof, {
      createdAt: day(22),
      quotationStatus: 'Revised',
      followUpStatus: 'Followed-Up',
    });
  });
  afterAll(async () => t.close());

  const list = async (path: string, user: TestUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/quotations/${path}${query}`, headers: user.headers });
    return { status: res.statusCode, body: res.json<QuotationListAnswer>() };
  };

  it('shows a customer only their own, newest first, 10 a page', async () => {
    const { status, body } = await list('user', asha);
    expect(status).toBe(200);
    expect(body).toMatchObject({ currentPage: 1, totalPages: 2, totalQuotations: 12, total: 12 });
    expect(body.quotations).toHaveLength(10);
    expect(body.quotations.every((q) => q.user === asha.user.id)).toBe(true);
    expect(body.quotations.map((q) => q.quantity)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(body.quotations[0]).not.toHaveProperty('revisions');

    const second = await list('user', asha, '?page=2');
    expect(second.body.quotations.map((q) => q.quantity)).toEqual([2, 1]);
  });

  it('shows an admin every customer', async () => {
    const { body } = await list('admin', admin, '?limit=100');
    expect(body.total).toBe(15);
    expect(new Set(body.quotations.map((q) => q.user))).toEqual(new Set([asha.user.id, ravi.user.id]));
  });

  it('answers 403 to a customer on the admin list and 401 without a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/quotations/admin', headers: asha.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/quotations/user' })).statusCode).toBe(401);
  });

  it('sorts by the whitelisted keys', async () => {
    const byTotal = await list('admin', admin, '?sortKey=totalAmount&sortOrder=asc&limit=3');
    expect(byTotal.body.quotations.map((q) => q.totalAmount)).toEqual([531, 531, 10030]);
    const byCustomer = await list('admin', admin, '?sortKey=userId.name&sortOrder=desc&limit=1');
    expect(byCustomer.body.quotations[0]?.userId.name).toBe('Ravi 100%_Kulkarni');
    const byService = await list('admin', admin, '?sortKey=serviceId.name&sortOrder=asc&limit=1');
    expect(byService.body.quotations[0]?.serviceId.name).toBe('Fiberglass bathtub');
    const byStatus = await list('admin', admin, '?sortKey=quotationStatus&sortOrder=asc&limit=1');
    expect(byStatus.body.quotations[0]?.quotationStatus).toBe('Accepted');
  });

  it('answers 400 for any other sort key', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/quotations/admin?sortKey=password',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
  });

  it('filters by status, with Follow-Up meaning a follow-up was sent, and empty meaning all', async () => {
    expect((await list('admin', admin, '?statusFilter=Rejected')).body.total).toBe(1);
    expect((await list('admin', admin, '?statusFilter=Pending')).body.total).toBe(12);
    const followUp = await list('admin', admin, '?statusFilter=Follow-Up');
    expect(followUp.body.quotations.map((q) => q.followUpStatus).sort()).toEqual(['Followed-Up', 'Sent']);
    expect((await list('admin', admin, '?statusFilter=')).body.total).toBe(15);
    expect((await list('admin', admin, '?statusFilter=All')).body.total).toBe(15);
  });

  it('filters Open to the undecided ones (Pending or Revised), for a customer too', async () => {
    const open = await list('admin', admin, '?statusFilter=Open&limit=100');
    expect(open.body.total).toBe(13);
    expect(new Set(open.body.quotations.map((q) => q.quotationStatus))).toEqual(new Set(['Pending', 'Revised']));
    const ravis = await list('user', ravi, '?statusFilter=Open');
    expect(ravis.body.quotations.map((q) => q.quotationStatus)).toEqual(['Revised']);
  });

  it('searches customer and service names case-insensitively, % and _ matching themselves', async () => {
    expect((await list('admin', admin, '?search=asha')).body.total).toBe(12);
    expect((await list('admin', admin, '?search=BATHTUB')).body.total).toBe(1);
    expect((await list('admin', admin, '?search=100%25_k')).body.total).toBe(3);
    expect((await list('admin', admin, '?search=%25')).body.total).toBe(3);
    expect((await list('admin', admin, '?search=_')).body.total).toBe(3);
    expect((await list('user', asha, '?search=roofing')).body.total).toBe(0);
  });
});
