import { Column, fillPlaceholders, getTableColumns, is, SQL, Table, type Query } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/** Where one selected value goes in a row's object, and how it is read from what PostgreSQL sent. */
interface Field {
  key: string;
  /** The key inside `key`'s object, for a value nested one level down. */
  inner: string | undefined;
  decode: (raw: unknown) => unknown;
}

/**
 * The selection's columns in the order Drizzle writes them into the statement: keys in order, a
 * table's columns in its order.
 */
function fieldsOf(selection: Record<string, unknown>, outer?: string): Field[] {
  return Object.entries(selection).flatMap(([name, value]): Field[] => {
    const [key, inner] = outer === undefined ? [name, undefined] : [outer, name];
    if (is(value, Column)) return [{ key, inner, decode: (raw) => value.mapFromDriverValue(raw) }];
    if (outer !== undefined || is(value, SQL) || is(value, SQL.Aliased)) {
      throw new Error(`mappedSelect takes columns, tables and objects of columns: not "${name}"`);
    }
    const nested = is(value, Table) ? getTableColumns(value) : (value as Record<string, unknown>);
    return fieldsOf(nested, name);
  });
}

/** Dates, times and intervals come as PostgreSQL's text, as Drizzle's column decoders expect them. */
const textTypes = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const asText = (raw: string) => raw;
const driverTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    textTypes.has(id) ? asText : pg.types.getTypeParser(id, format ?? 'text'),
};

/**
 * A select prepared once and run through the pool, each row mapped to the shape Drizzle gives it by a
 * plan made once. Drizzle's own mapping works out every value's kind, decoder and path again on
 * every row; on a list of joined orders that was a sixth of the server's time per request.
 * `leftJoined` names the objects a left join may leave empty: they are null when all their values are.
 */
export function mappedSelect<TRow>(
  db: Db,
  name: string,
  query: PromiseLike<TRow[]> & { toSQL: () => Query },
  selection: Record<string, unknown>,
  leftJoined: readonly string[] = [],
): (values?: Record<string, unknown>) => Promise<TRow[]> {
  const { sql: text, params } = query.toSQL();
  const fields = fieldsOf(selection);
  const config = { name, text, rowMode: 'array' as const, types: driverTypes };
  const toRow = (values: unknown[]): TRow => {
    const row: Record<string, unknown> = {};
    fields.forEach(({ key, inner, decode }, at) => {
      const raw = values[at];
      const value = raw === null ? null : decode(raw);
      if (inner === undefined) row[key] = value;
      else ((row[key] ??= {}) as Record<string, unknown>)[inner] = value;
    });
    for (const key of leftJoined) {
      const object = row[key] as Record<string, unknown>;
      if (Object.values(object).every((value) => value === null)) row[key] = null;
    }
    return row as TRow;
  };
  return async (values = {}) => {
    const result = await db.$client.query<unknown[]>(config, fillPlaceholders(params, values));
    return result.rows.map(toRow);
  };
}
