import type { LedgerAnswer } from '@karigar/domain/refund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { ledgerEntries } from '../../db/schema/ledger-entries';
import { insertCustomerOrder } from '../payments/payment-test-fixtures';

describe('GET /api/ledger', () => {
  let t: TestApp;
  let admin: TestUser;
  let asha: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, asha] = await Promise.all([createAdmin(t, { name: 'Owner Admin' }), createUser(t, { name: 'Asha Patil' })]);
    const order = await insertCustomerOrder(t, asha, { price: 1000 });
    const row = { orderId: order.id, createdBy: admin.user.id };
    await t.db.insert(ledgerEntries).values([
      // 2026-11-01 00:10 in India is still 31 October in UTC.
      { ...row, kind: 'advance', method: 'cash', amountPaise: 20_000, occurredAt: new Date('2026-10-31T18:40:00Z') },
      {
        ...row,
        kind: 'recorded-payment',
        method: 'upi',
        amountPaise: 80_000,
        occurredAt: new Date('2026-11-02T06:00:00Z'),
      },
      {
        ...row,
        kind: 'refund',
        method: 'upi',
        amountPaise: -5_000,
        note: 'Overcharge',
        occurredAt: new Date('2026-11-03T18:29:00Z'),
      },
      {
        ...row,
        kind: 'recorded-payment',
        method: 'cash',
        amountPaise: 5_000,
        occurredAt: new Date('2026-11-03T18:31:00Z'),
      },
    ]);
  });
  afterAll(async () => t.close());

  const ledger = (query: string, user: TestUser = admin) =>
    t.app.inject({ method: 'GET', url: `/api/ledger?${query}`, headers: user.headers });

  it('answers the rows of the India days asked for, oldest first, with order, kind, method, amount, time, who and total', async () => {
    const res = await ledger('from=2026-11-01&to=2026-11-03');
    expect(res.statusCode).toBe(200);
    const answer = res.json<LedgerAnswer>();
    expect(answer.rows.map((r) => [r.kind, r.method, r.amount])).toEqual([
      ['advance', 'cash', 200],
      ['recorded-payment', 'upi', 800],
      ['refund', 'upi', -50],
    ]);
    expect(answer.rows[2]).toMatchObject({
      orderRef: expect.stringMatching(/^#[0-9A-F]{8}$/),
      customerName: 'Asha Patil',
      occurredAt: '2026-11-03T18:29:00.000Z',
      note: 'Overcharge',
      providerId: null,
      createdBy: { name: 'Owner Admin' },
    });
    expect(answer).toMatchObject({ total: 3, sum: 950, page: 1, pages: 1 });
  });

  it('filters by method and pages', async () => {
    const upi = (await ledger('from=2026-11-01&to=2026-11-30&method=upi')).json<LedgerAnswer>();
    expect(upi).toMatchObject({ total: 2, sum: 750 });
    const paged = (await ledger('from=2026-10-01&to=2026-11-30&limit=3&page=2')).json<LedgerAnswer>();
    expect(paged).toMatchObject({ total: 4, pages: 2 });
    expect(paged.rows.map((r) => r.amount)).toEqual([50]);
  });

  it('is for admins only, and refuses dates that are not days or run backwards', async () => {
    expect((await ledger('from=2026-11-01&to=2026-11-03', asha)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/ledger?from=2026-11-01&to=2026-11-03' })).statusCode).toBe(
      401,
    );
    expect((await ledger('from=2026-11-31&to=2026-12-01')).statusCode).toBe(400);
    expect((await ledger('from=2026-11-05&to=2026-11-01')).statusCode).toBe(400);
    expect((await ledger('from=2026-11-01&to=2026-11-05&method=card')).statusCode).toBe(400);
  });
});
