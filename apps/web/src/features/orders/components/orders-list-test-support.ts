import { aUser } from '../../../test/fixtures';
import { anOrder, orderList } from '../test-support';
import { type RecordedCall } from '../../../test/mock-api';
import { beforeAll } from 'vitest';

/** Shared by the orders page tests. */
export const admin = aUser({ role: 'admin', name: 'Ravi Admin' });
export const twelve = Array.from({ length: 12 }, (_, i) =>
  anOrder({ _id: `${String(i).padStart(8, '0')}-0d4e-4f5a-8b6c-7d8e9f0a1b2c`, name: `Customer ${i}` }),
);

/** Serves twelve orders ten a page on GET /api/orders (admin) and /api/orders/my (customer). */
export function pagedOrders(call: RecordedCall) {
  const page = Number(call.url.searchParams.get('page'));
  return { body: orderList(twelve.slice((page - 1) * 10, page * 10), { page, total: 12 }) };
}

export function listCalls(calls: RecordedCall[], path = '/api/orders') {
  return calls
    .filter((call) => call.method === 'GET' && call.url.pathname === path)
    .map((call) => call.url.searchParams);
}

/** The pages' code is loaded once up front, so the first test does not wait for it. */
export function loadOrdersPages(): void {
  beforeAll(async () => {
    await import('../pages/admin-orders-page');
    await import('../pages/my-orders-page');
    await import('../pages/orders-redirect-page');
  });
}
