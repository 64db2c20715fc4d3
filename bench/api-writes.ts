/**
 * The write path at 10 connections: a quotation request, a quotation accept (which creates the
 * order) and a sandbox payment verify, each against its own statements (taken from the API's code,
 * its transaction included) replayed through `pg` from another process on data of its own.
 */
import { requestQuotationBody } from '@karigar/domain/quotation';
import { createPaymentProvider } from '../apps/api/src/lib/payments/create-payment-provider';
import { createMailOutbox } from '../apps/api/src/lib/outbox/queue-mail';
import type { Db } from '../apps/api/src/db/client';
import { actOnQuotation } from '../apps/api/src/modules/quotations/act-on-quotation';
import { requestQuotation } from '../apps/api/src/modules/quotations/request-quotation';
import { verifyPayment } from '../apps/api/src/modules/payments/verify-payment';
import type { AuthUser } from '../apps/api/src/plugins/auth';
import { bearer, captureSql, httpJob, measurePair, sqlJob, type ApiBench, type Pair } from './api-context';
import type { CapturedStatement } from './replay';
import { acceptableQuotations, paidCheckouts, requestableService, requestBody, type Item } from './write-data';

const IP = '127.0.0.1';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the operations get from the server, with `db` the recording one. */
function depsOf(bench: ApiBench, db: Db) {
  const { config } = bench;
  const mail = createMailOutbox({
    delivering: Boolean(config.smtpUrl),
    log: quiet,
    showLinks: config.env === 'development',
  });
  return { config, db, mail, provider: createPaymentProvider(config.payments, db), log: quiet };
}

async function ownerOf(bench: ApiBench, id: string): Promise<AuthUser> {
  const [user] = (await bench.pool.query('SELECT id, role, name, email FROM users WHERE id = $1', [id])).rows as [
    AuthUser,
  ];
  return user;
}

/** Each item's ids in place of the captured item's. */
const inputsOf = (captured: Item, items: Item[]) =>
  items.map((item) => Object.fromEntries(Object.entries(captured.ids).map(([role, id]) => [id, item.ids[role]!])));

/** Every item of both sides did what the operation does (the replays too), or the figures mean nothing. */
async function expectDone(bench: ApiBench, table: string, items: Item[], done: string, role: string): Promise<void> {
  const ids = items.map((item) => item.ids[role]);
  const [{ n }] = (
    await bench.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::uuid[]) AND ${done}`, [ids])
  ).rows as [{ n: number }];
  if (n !== ids.length) throw new Error(`${ids.length - n} of ${ids.length} ${table} were not changed by their run`);
}

export const WRITES = [
  'POST /api/quotations/request',
  'quotation accept (creates the order)',
  'sandbox payment verify',
];

export interface WriteScripts {
  request: CapturedStatement[];
  accept: { script: CapturedStatement[]; captured: Item };
  verify: { script: CapturedStatement[]; captured: Item };
}

export async function captureWrites(bench: ApiBench): Promise<WriteScripts> {
  const customer = bench.customers[0]!;
  const body = requestQuotationBody.parse(requestBody(await requestableService(bench)));
  const request = await captureSql(bench, (db) => requestQuotation(depsOf(bench, db), customer, body, IP));
  const [toAccept] = await acceptableQuotations(bench, 1);
  const acceptOwner = await ownerOf(bench, toAccept!.ids['user']!);
  const accept = await captureSql(bench, (db) =>
    actOnQuotation(depsOf(bench, db), acceptOwner, toAccept!.ids['quotation']!, 'accept', IP),
  );
  const [toVerify] = await paidCheckouts(bench, 1);
  const verifyOwner = await ownerOf(bench, toVerify!.ids['user']!);
  const verify = await captureSql(bench, (db) =>
    verifyPayment(
      depsOf(bench, db),
      verifyOwner,
      { ...(JSON.parse(toVerify!.request.body!) as Parameters<typeof verifyPayment>[2]) },
      IP,
    ),
  );
  return { request, accept: { script: accept, captured: toAccept! }, verify: { script: verify, captured: toVerify! } };
}

/** One round of the three pairs, on fresh data; `amount` accepts and verifies per side. */
export async function measureWrites(
  bench: ApiBench,
  scripts: WriteScripts,
  seconds: number,
  amount: number,
): Promise<Pair[]> {
  const service = await requestableService(bench);
  const requestHeaders = await Promise.all(
    bench.customers.map(async (c) => ({ ...(await bearer(bench, c)), 'content-type': 'application/json' })),
  );
  const request = await measurePair(
    httpJob(
      bench,
      requestHeaders.map((headers) => ({
        method: 'POST',
        path: '/api/quotations/request',
        headers,
        body: JSON.stringify(requestBody(service)),
      })),
      { seconds },
    ),
    sqlJob(bench, scripts.request, { seconds }),
  );

  const quotations = await acceptableQuotations(bench, 2 * amount);
  const accept = await measurePair(
    httpJob(
      bench,
      quotations.slice(0, amount).map((item) => item.request),
      { amount },
    ),
    sqlJob(
      bench,
      scripts.accept.script,
      { amount },
      { inputs: inputsOf(scripts.accept.captured, quotations.slice(amount)) },
    ),
  );

  // Verified orders are paid, so each round takes unpaid ones no round used.
  const checkouts = await paidCheckouts(bench, 2 * amount);
  const verify = await measurePair(
    httpJob(
      bench,
      checkouts.slice(0, amount).map((item) => item.request),
      { amount },
    ),
    sqlJob(
      bench,
      scripts.verify.script,
      { amount },
      { inputs: inputsOf(scripts.verify.captured, checkouts.slice(amount)) },
    ),
  );
  await expectDone(bench, 'quotations', quotations, "quotation_status = 'Accepted'", 'quotation');
  await expectDone(bench, 'orders', checkouts, "payment_status = 'paid'", 'order');
  return [request, accept, verify];
}
