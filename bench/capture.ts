import type pg from 'pg';
import { connectDatabase, type Db } from '../apps/api/src/db/client';
import type { CapturedStatement } from './replay';

interface QueryConfig {
  name?: string;
  text: string;
  values?: unknown[];
  rowMode?: 'array';
}

type Query = (config: string | QueryConfig, values?: unknown, callback?: unknown) => Promise<pg.QueryResult>;

/**
 * A database handle that records every statement sent through it, so a benchmark can send exactly
 * the API's statements again through `pg` alone. Run one operation with `db`, then take `statements`.
 */
export function capturingDatabase(url: string): {
  db: Db;
  take: () => CapturedStatement[];
  close: () => Promise<void>;
} {
  const { db, pool, close } = connectDatabase(url, 1);
  let statements: CapturedStatement[] = [];
  let awaiting = 0;
  const recording = (query: Query): Query => {
    return async (config, values, callback) => {
      // pool.query's own inner call (callback style) is recorded once, by the outer call.
      if (callback !== undefined || typeof values === 'function') return query(config, values, callback);
      const { name, text, rowMode, values: inline } = typeof config === 'string' ? { text: config } : config;
      const statement: CapturedStatement = {
        name,
        text,
        values: (values as unknown[] | undefined) ?? inline ?? [],
        rowMode,
        rows: [],
        withPrevious: awaiting > 0,
      };
      statements.push(statement);
      awaiting += 1;
      try {
        const result = await query(config, values);
        statement.rows = result.rows;
        return result;
      } finally {
        awaiting -= 1;
      }
    };
  };
  const target = pool as unknown as { query: Query; connect: () => Promise<pg.PoolClient> };
  target.query = recording(target.query.bind(pool));
  const connect = target.connect.bind(pool);
  const wrapped = new WeakSet<pg.PoolClient>();
  target.connect = (async (...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args);
    const client = await connect();
    if (!wrapped.has(client)) {
      const c = client as unknown as { query: Query };
      c.query = recording(c.query.bind(client));
      wrapped.add(client);
    }
    return client;
  }) as typeof target.connect;
  return {
    db,
    take: () => {
      const taken = statements;
      statements = [];
      return taken;
    },
    close,
  };
}
