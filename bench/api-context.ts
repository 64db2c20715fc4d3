/**
 * The API under measurement: a fresh database seeded through SQL, then the server in its own
 * process on it, and what the measures need to call it as an admin and as customers.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { loadConfig, type Config } from '../apps/api/src/config';
import { seedCatalogue } from '../apps/api/src/db/seed';
import { createTokenSigner } from '../apps/api/src/lib/tokens';
import type { AuthUser } from '../apps/api/src/plugins/auth';
import { capturingDatabase } from './capture';
import { cpuClock } from './cpu-use';
import type { HttpRequest, LoadJob, LoadResult } from './load-worker';
import { runLoad, serverEnv, startApiServer, type Running, type ServerSettings } from './processes';
import type { CapturedStatement } from './replay';
import { seedOrders } from './seed-orders';
import type { BenchDatabase } from './support';

export const CONNECTIONS = 10;
const CUSTOMERS = 20;

export interface ApiBench {
  database: BenchDatabase;
  pool: pg.Pool;
  /** The server's configuration, for running its operations in this process to capture their SQL. */
  config: Config;
  settings: ServerSettings;
  server: Running;
  admin: AuthUser;
  /** A few seeded customers, each with orders. */
  customers: AuthUser[];
  workDir: string;
}

export async function startApiBench(database: BenchDatabase, orders: number): Promise<ApiBench> {
  const { pool, db } = database.database;
  await seedCatalogue(db);
  await seedOrders(pool, orders);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-bench-api-'));
  const settings: ServerSettings = {
    databaseUrl: database.url,
    dataDir: path.join(workDir, 'data'),
    jwtSecret: randomBytes(32).toString('hex'),
    keySecret: randomBytes(16).toString('hex'),
    adminEmail: 'admin@bench.test',
  };
  const config = loadConfig(serverEnv(settings, 0));
  const server = await startApiServer(settings, path.join(workDir, 'server.log'));
  const users = async (where: string, limit: number) =>
    (await pool.query(`SELECT id, role, name, email FROM users WHERE ${where} ORDER BY email LIMIT ${limit}`))
      .rows as AuthUser[];
  const [admin] = await users(`email = '${settings.adminEmail}'`, 1);
  const customers = await users(`role = 'user' AND email LIKE 'customer%@bench.test'`, CUSTOMERS);
  return { database, pool, config, settings, server, admin: admin!, customers, workDir };
}

/** Restarts the server (after the data grew, so it plans its statements on what is there now). */
export async function restartServer(bench: ApiBench): Promise<void> {
  await bench.server.stop();
  bench.server = await startApiServer(bench.settings, path.join(bench.workDir, 'server.log'));
}

/** A bearer header for `user`, signed as the server signs its access tokens. */
export async function bearer(bench: ApiBench, user: AuthUser): Promise<Record<string, string>> {
  const [{ session_version: sv }] = (
    await bench.pool.query('SELECT session_version FROM users WHERE id = $1', [user.id])
  ).rows as [{ session_version: number }];
  const token = await createTokenSigner(bench.settings.jwtSecret).sign({ sub: user.id, role: user.role, sv });
  return { authorization: `Bearer ${token}` };
}

/** The statements `operation` sends, run once in this process on a recording connection. */
export async function captureSql(
  bench: ApiBench,
  operation: (db: ReturnType<typeof capturingDatabase>['db']) => Promise<unknown>,
): Promise<CapturedStatement[]> {
  const recording = capturingDatabase(bench.database.url);
  try {
    await operation(recording.db);
    return recording.take();
  } finally {
    await recording.close();
  }
}

export type Bound = Extract<LoadJob, { kind: 'http' }>['bound'];

export const httpJob = (bench: ApiBench, requests: HttpRequest[], bound: Bound, expectStatus?: number): LoadJob => ({
  kind: 'http',
  base: bench.server.url,
  requests,
  connections: CONNECTIONS,
  bound,
  ...(expectStatus === undefined ? {} : { expectStatus }),
});

export const sqlJob = (
  bench: ApiBench,
  script: CapturedStatement[],
  bound: Bound,
  { inputs = [], pooled = false }: { inputs?: Record<string, string>[]; pooled?: boolean } = {},
): LoadJob => ({
  kind: 'sql',
  databaseUrl: bench.database.url,
  script,
  inputs,
  pooled,
  connections: CONNECTIONS,
  bound,
});

/** Seconds of CPU each process of a run used (the server's only on the API side of a pair). */
export interface CpuUse {
  server?: number;
  postgres: number;
  load: number;
}

export interface Measured extends LoadResult {
  /** Absent where the machine cannot say (no /proc). */
  cpu?: CpuUse;
}

export interface Pair {
  api: Measured;
  sql: Measured;
}

async function measured(job: LoadJob, serverPid?: number): Promise<Measured> {
  const clock = cpuClock;
  if (!clock) return runLoad(job);
  const server = () => (serverPid === undefined ? 0 : clock.process(serverPid));
  const before = { server: server(), postgres: clock.postgres() };
  const result = await runLoad(job);
  const cpu: CpuUse = { postgres: clock.postgres() - before.postgres, load: result.cpuSeconds };
  if (serverPid !== undefined) cpu.server = server() - before.server;
  return { ...result, cpu };
}

/** The API (answered by the server with process id `serverPid`) and its SQL, back to back. */
export async function measurePair(api: LoadJob, sql: LoadJob, serverPid?: number): Promise<Pair> {
  return { api: await measured(api, serverPid), sql: await measured(sql) };
}
