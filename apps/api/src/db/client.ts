import { sql, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import { apiRoot } from '../api-root';

/** The pool-backed handle; its pool (`$client`) lends a connection for a cursor. */
export type Db = NodePgDatabase & { $client: pg.Pool };
/** A transaction handle; operations accept either, so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** How long a connection that died while lent out may stay lent before the pool takes its place back. */
const DEAD_LOAN_MS = 5_000;

/**
 * A pool whose connections may die at any moment (a PostgreSQL restart or failover,
 * `pg_terminate_backend`) without ending the process: a dead connection emits 'error', which
 * pg-pool handles only while the connection is idle in the pool. Lent out (a transaction, an export
 * cursor), it would be an unhandled 'error' event, so each connection handles its own for its whole
 * life. The statement in flight fails by itself (the request answers 503, see plugins/errors.ts);
 * a dead connection given back is dropped, and the next requests get fresh ones.
 */
export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  pool.on('connect', (client) => {
    client.on('error', () => {
      // A holder that fails without giving the connection back (drizzle keeps one whose BEGIN
      // failed) would hold its place in the pool for good: once dead, the place is taken back.
      setTimeout(() => {
        if (lent.has(client)) client.release(true);
      }, DEAD_LOAN_MS).unref();
    });
  });
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

/**
 * Brings the schema up to date. Instances starting together on one database take turns (a
 * session-level advisory lock on a connection of its own), so only the first applies anything.
 */
export async function runMigrations(db: Db): Promise<void> {
  const lock = new pg.Client(db.$client.options);
  lock.on('error', () => undefined); // a dropped connection fails the statement awaited below
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('karigar:migrations'))`);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.end();
  }
}

/** True for the pool-backed handle; false inside a transaction (whose queries must use the transaction). */
export function isDb(handle: DbOrTx): handle is Db {
  return !('rollback' in handle);
}

/** `make`'s result (prepared statements, say) made once per database handle and kept with it. */
export function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}

/**
 * The placeholder `name` as a value the planner cannot see: `(select $n::type)` is worked out only
 * when the statement runs. A prepared statement's plans made with its values then cost what its kept
 * plan does, so PostgreSQL keeps that plan instead of planning runs afresh whenever a visible value
 * (a short array, a small LIMIT) makes a fresh plan look cheaper. Only for statements whose one plan
 * suits every value.
 */
export function unseenByPlanner(name: string, type: 'integer' | 'uuid[]'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}
