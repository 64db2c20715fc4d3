import { MAX_PAGE } from '@karigar/domain/list-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/build-app';
import { createAdmin, type TestUser } from '../test/factories';
import { insertCustomerOrder } from './modules/payments/payment-test-fixtures';

/** Every paged list of the API, each asked by someone allowed to read it. */
const lists = [
  '/api/orders',
  '/api/orders/my',
  '/api/quotations/admin',
  '/api/quotations/user',
  '/api/services',
  '/api/users',
  '/api/contact',
  '/api/activity',
  '/api/payments/history',
  '/api/messages',
];

/** The lengths of the answer's lists and its numbers named total…, wherever they sit in it. */
function shape(
  answer: unknown,
  found: { lists: number[]; totals: Record<string, number> } = { lists: [], totals: {} },
) {
  if (Array.isArray(answer)) found.lists.push(answer.length);
  else if (answer && typeof answer === 'object') {
    for (const [key, value] of Object.entries(answer)) {
      if (typeof value === 'number' && /^total/i.test(key)) found.totals[key] = value;
      else shape(value, found);
    }
  }
  return found;
}

describe('paged lists', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    await insertCustomerOrder(t, admin);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });

  it.each(lists)('%s refuses a huge page with a field error', async (url) => {
    for (const page of ['300000000', String(MAX_PAGE + 1), '0', '1.5']) {
      const res = await get(`${url}?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json(), page).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { page: 'PAGE_INVALID' } });
    }
  });

  it.each(lists)('%s answers a page past the end with no rows and the totals of the first', async (url) => {
    const first = await get(url);
    const last = await get(`${url}?page=${MAX_PAGE}`);
    expect(first.statusCode).toBe(200);
    expect(last.statusCode).toBe(200);
    const before = shape(first.json());
    const after = shape(last.json());
    expect(after.lists.every((length) => length === 0)).toBe(true);
    expect(after.totals).toEqual(before.totals);
  });

  it('counts the order on the first page and on a page past the end', async () => {
    const total = async (page: number) => shape((await get(`/api/orders?page=${page}`)).json()).totals['total'];
    expect(await total(1)).toBe(1);
    expect(await total(MAX_PAGE)).toBe(1);
  });
});
