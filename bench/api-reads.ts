/**
 * The read path: each endpoint against the statements it sends, taken from the API's own code and
 * sent through `pg` from another process at the same concurrency; the catalogue against a bare
 * node:http server; and how the endpoints' latency grows from the small to the large data set.
 */
import { orderListQuery } from '@karigar/domain/order';
import { getOrder } from '../apps/api/src/modules/orders/get-order';
import { listOrders } from '../apps/api/src/modules/orders/list-orders';
import type { AuthUser } from '../apps/api/src/plugins/auth';
import {
  bearer,
  captureSql,
  CONNECTIONS,
  httpJob,
  measurePair,
  sqlJob,
  type ApiBench,
  type Measured,
  type Pair,
} from './api-context';
import { runLoad, startBareServer } from './processes';
import type { CapturedStatement } from './replay';

export const SEARCH = 'customer12';
/** A search too short for the trigram index: answered with the hint to type three characters. */
export const SHORT_SEARCH = 'cu';
/** How the API answers it: the hint to type three characters. */
export const SHORT_SEARCH_STATUS = 400;

export interface ReadEndpoint {
  name: string;
  path: string;
  as: AuthUser;
  script: CapturedStatement[];
}

/** The four reads issue 11 follows, each with the statements the API runs for it (auth lookup aside). */
export async function readEndpoints(bench: ApiBench): Promise<ReadEndpoint[]> {
  const { admin } = bench;
  const customer = bench.customers[0]!;
  const [{ id: orderId }] = (await bench.pool.query('SELECT id FROM orders ORDER BY created_at DESC LIMIT 1')).rows as [
    { id: string },
  ];
  const page = { page: '1', limit: '10' };
  const endpoints: [string, string, AuthUser, Parameters<typeof captureSql>[1]][] = [
    [
      'orders list (default sort)',
      '/api/orders?page=1&limit=10',
      admin,
      (db) => listOrders(db, orderListQuery.parse(page)),
    ],
    [
      `orders list, search "${SEARCH}"`,
      `/api/orders?page=1&limit=10&search=${SEARCH}`,
      admin,
      (db) => listOrders(db, orderListQuery.parse({ ...page, search: SEARCH })),
    ],
    [
      "a customer's own orders",
      '/api/orders/my?page=1&limit=10',
      customer,
      (db) => listOrders(db, orderListQuery.parse(page), customer.id),
    ],
    ['order detail', `/api/orders/${orderId}`, admin, (db) => getOrder(db, orderId, admin)],
  ];
  const answer: ReadEndpoint[] = [];
  for (const [name, path, as, operation] of endpoints)
    answer.push({ name, path, as, script: await captureSql(bench, operation) });
  return answer;
}

export async function readJob(bench: ApiBench, endpoint: ReadEndpoint, seconds: number) {
  const headers = await bearer(bench, endpoint.as);
  return httpJob(bench, [{ method: 'GET', path: endpoint.path, headers }], { seconds });
}

/**
 * A server in production has been answering for a while: its hot code is compiled and its
 * connections are open. Each read is loaded briefly, unrecorded, before the measured rounds.
 */
export async function warmUp(bench: ApiBench, endpoints: ReadEndpoint[], seconds: number): Promise<void> {
  for (const endpoint of endpoints) await runLoad(await readJob(bench, endpoint, seconds));
}

/** Each endpoint, then its SQL, back to back. */
export async function measureReads(bench: ApiBench, endpoints: ReadEndpoint[], seconds: number): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (const endpoint of endpoints)
    pairs.push(
      await measurePair(
        await readJob(bench, endpoint, seconds),
        sqlJob(bench, endpoint.script, { seconds }, { pooled: true }),
        bench.server.pid,
      ),
    );
  return pairs;
}

/**
 * The orders list searched for one or two characters, which the trigram index cannot serve: the API
 * answers it with the hint to type three (a 400 whose `fieldCodes.search` is ORDER_SEARCH_TOO_SHORT,
 * decision 037) and reads no
 * order, so its latency must not grow with the table. That 400 is the expected answer: the run counts
 * as an error only a failed request or any other status. There is no SQL side: the API sends no
 * statement.
 */
export async function measureShortSearch(bench: ApiBench, seconds: number): Promise<Measured> {
  const headers = await bearer(bench, bench.admin);
  const path = `/api/orders?page=1&limit=10&search=${SHORT_SEARCH}`;
  const answer = await fetch(`${bench.server.url}${path}`, { headers });
  const text = await answer.text();
  const { fieldCodes } = JSON.parse(text) as { fieldCodes?: Record<string, string> };
  if (answer.status !== SHORT_SEARCH_STATUS || fieldCodes?.['search'] !== 'ORDER_SEARCH_TOO_SHORT')
    throw new Error(`a two-character search answered ${answer.status} ${text}, not the hint to type three`);
  return runLoad(httpJob(bench, [{ method: 'GET', path, headers }], { seconds }, SHORT_SEARCH_STATUS));
}

/** GET /api/services, then a bare node:http server answering the same body. */
export async function measureCatalogue(bench: ApiBench, seconds: number): Promise<Pair> {
  const path = '/api/services';
  const body = await (await fetch(`${bench.server.url}${path}`)).text();
  const api = await runLoad(httpJob(bench, [{ method: 'GET', path, headers: {} }], { seconds }));
  const bare = await startBareServer(body);
  try {
    const ceiling = await runLoad({
      kind: 'http',
      base: bare.url,
      requests: [{ method: 'GET', path, headers: {} }],
      connections: CONNECTIONS,
      bound: { seconds },
    });
    return { api, sql: ceiling };
  } finally {
    await bare.stop();
  }
}
