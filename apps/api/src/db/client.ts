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

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => undefined);
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
