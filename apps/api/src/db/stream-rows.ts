import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from './client';

/** How many rows each trip to the database fetches. */
const BATCH_SIZE = 500;

/**
 * A built select whose fields are plain columns (each read back with the column's own mapping) or
 * sql expressions (read as the driver returns them: a text[] is an array of strings).
 */
interface ColumnsSelect {
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: unknown[] };
  toSQL(): { sql: string; params: unknown[] };
}

interface FieldDecoder {
  mapFromDriverValue(value: unknown): unknown;
}
const asReturned: FieldDecoder = { mapFromDriverValue: (value) => value };

function columnsOf(query: ColumnsSelect): [string, FieldDecoder][] {
  return Object.entries(query._.selectedFields).map(([key, field]) => {
    if (is(field, Column)) return [key, field];
    if (is(field, SQL)) return [key, asReturned];
    throw new Error(`streamRows selects columns and sql expressions only; ${key} is neither`);
  });
}

/**
 * `work` on the connection, failing as soon as the connection reports an error or ends: a cursor
 * whose connection is dropped mid-read (pg_terminate_backend, a failover) may otherwise never settle.
 */
function whileConnected<T>(client: pg.PoolClient, work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const lost = (error?: unknown) =>
      reject(error instanceof Error ? error : new Error('Connection terminated unexpectedly'));
    client.once('error', lost).once('end', lost);
    void work.then(resolve, reject).finally(() => client.off('error', lost).off('end', lost));
  });
}

/** A readable stream of rows (object mode). */
export type RowStream<Row> = Readable & AsyncIterable<Row>;

/**
 * The select's rows through a server-side cursor, BATCH_SIZE at a time, so the whole result is never
 * held in memory. The connection is taken and the first batch read before this resolves, so a
 * failing query rejects here, before any reply is sent. The connection goes back to the pool when
 * the stream ends or is destroyed (a download closed half-way).
 */
export async function streamRows<Q extends ColumnsSelect>(
  db: Db,
  query: Q,
  placeholders: Record<string, unknown> = {},
): Promise<RowStream<Q['_']['result'][number]>> {
  const columns = columnsOf(query);
  const toRow = (values: unknown[]) =>
    Object.fromEntries(
      columns.map(([key, column], i) => [key, values[i] === null ? null : column.mapFromDriverValue(values[i])]),
    );
  const { sql, params } = query.toSQL();
  const client = await db.$client.connect();
  const cursor = client.query(new Cursor<unknown[]>(sql, fillPlaceholders(params, placeholders), { rowMode: 'array' }));
  let first: unknown[][] | undefined;
  try {
    first = await whileConnected(client, cursor.read(BATCH_SIZE));
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }

  /** The batch being fetched: the cursor is closed only after it settles. */
  let fetching: Promise<unknown> = Promise.resolve();
  return new Readable({
    objectMode: true,
    highWaterMark: BATCH_SIZE,
    read() {
      const pushBatch = (batch: unknown[][]) => {
        for (const values of batch) this.push(toRow(values));
        if (batch.length < BATCH_SIZE) this.push(null);
      };
      if (first) {
        pushBatch(first);
        first = undefined;
        return;
      }
      fetching = whileConnected(client, cursor.read(BATCH_SIZE)).then(pushBatch, (error: Error) => this.destroy(error));
    },
    destroy(error, callback) {
      // A failed cursor leaves its connection in doubt: it is dropped rather than reused.
      const closed = fetching.then(() =>
        error
          ? error
          : whileConnected(client, cursor.close()).then(
              () => undefined,
              (e: Error) => e,
            ),
      );
      void closed.then((failure) => {
        client.release(failure);
        callback(error);
      });
    },
  });
}
