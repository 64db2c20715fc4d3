import { signIn } from '../../../test/fixtures';
import type { RecordedCall } from '../../../test/mock-api';
import type { customer } from './fixtures';
import { aQuotation, mockQuotationsApi } from './fixtures';

export const id = (n: number) => `0000000${n}-aaaa-4bbb-8ccc-${String(n).padStart(12, '0')}`;
export const many = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => aQuotation({ _id: id(from + i), userId: { ...aQuotation().userId } }));

type Reply = { status?: number; body?: unknown };

/** Signs `who` in and answers their quotations list (and any `extra` routes) for the table page. */
export function tableApi(
  who: typeof customer,
  list: (query: URLSearchParams) => Reply,
  extra: Record<string, (call: RecordedCall) => Reply> = {},
) {
  signIn();
  const scope = who.role === 'admin' ? 'admin' : 'user';
  return mockQuotationsApi({
    'GET /api/auth/me': () => ({ body: who }),
    [`GET /api/quotations/${scope}`]: (call) => list(new URLSearchParams(call.path.split('?')[1])),
    'GET /api/settings/workshop': () => ({ body: { acceptOnlyPriced: false } }),
    ...extra,
  });
}
