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

/** The values a row maps into, by key: a value of its own, or an object's values, in selection order. */
function groupsOf(fields: Field[]): Map<string, { inner: string | undefined; at: number }[]> {
  const groups = new Map<string, { inner: string | undefined; at: number }[]>();
  fields.forEach(({ key, inner }, at) => {
    const group = groups.get(key) ?? [];
    group.push({ inner, at });
    groups.set(key, group);
  });
  return groups;
}

/**
 * A function that builds a row from the values PostgreSQL sent, written once for the selection: one
 * object literal, each value read at its index and decoded when not null. Built value by value, a row
 * took a closure call and a lookup of its path per value (6–7 µs for 50 values, against 1–2 µs).
 * The source holds only indexes and the selection's own key names, each written as a JSON string.
 */
function rowMapper<TRow>(fields: Field[], leftJoined: readonly string[]): (values: unknown[]) => TRow {
  const value = (at: number) => `v[${at}] === null ? null : d[${at}](v[${at}])`;
  const entries = [...groupsOf(fields)].map(([key, group]) => {
    const [first] = group;
    if (first && first.inner === undefined) return `${JSON.stringify(key)}: ${value(first.at)}`;
    const object = `{ ${group.map(({ inner, at }) => `${JSON.stringify(inner)}: ${value(at)}`).join(', ')} }`;
    if (!leftJoined.includes(key)) return `${JSON.stringify(key)}: ${object}`;
    const empty = group.map(({ at }) => `v[${at}] === null`).join(' && ');
    return `${JSON.stringify(key)}: ${empty} ? null : ${object}`;
  });
  const build = new Function('d', `return (v) => ({ ${entries.join(', ')} });`) as (
    decoders: Field['decode'][],
  ) => (values: unknown[]) => TRow;
  return build(fields.map(({ decode }) => decode));
}

/**
 * A select prepared once and run through the pool, each row mapped to the shape Drizzle gives it by a
 * function written once for the selection (see rowMapper). Drizzle's own mapping works out every
 * value's kind, decoder and path again on every row; on a list of joined orders that was a sixth of
 * the server's time per request.
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
  const config = { name, text, rowMode: 'array' as const, types: driverTypes };
  const toRow = rowMapper<TRow>(fieldsOf(selection), leftJoined);
  return async (values = {}) => {
    const result = await db.$client.query<unknown[]>(config, fillPlaceholders(params, values));
    return result.rows.map(toRow);
  };
}
