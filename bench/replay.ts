import type pg from 'pg';

/** One statement as the API's code sent it to PostgreSQL, with the rows it answered. */
export interface CapturedStatement {
  name?: string | undefined;
  text: string;
  values: unknown[];
  rowMode?: 'array' | undefined;
  rows: unknown[];
  /** Sent before the statement ahead of it was answered (the code sent the two at once). */
  withPrevious?: boolean;
}

/** The statements in the groups the code sent at once, each group after the one before was answered. */
export function sentTogether(script: CapturedStatement[]): CapturedStatement[][] {
  const groups: CapturedStatement[][] = [];
  for (const statement of script)
    if (statement.withPrevious && groups.length) groups.at(-1)!.push(statement);
    else groups.push([statement]);
  return groups;
}

/** Ids (database uuids, the payment provider's ids) that a replay must follow, not repeat. */
const ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(order|pay)_[0-9A-Za-z]{14})$/;

function substitute(value: unknown, ids: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, ids));
  if (typeof value !== 'string') return value;
  let text = value;
  for (const [from, to] of ids) if (text.includes(from)) text = text.split(from).join(to);
  return text;
}

/** Where the capture answered one id and this replay another (a row it inserted), follow the new one. */
function learn(captured: unknown, actual: unknown, ids: Map<string, string>): void {
  if (typeof captured === 'string' && typeof actual === 'string') {
    if (captured !== actual && ID.test(captured)) ids.set(captured, actual);
    return;
  }
  if (captured && actual && typeof captured === 'object' && typeof actual === 'object') {
    const a = actual as Record<string, unknown>;
    for (const [key, value] of Object.entries(captured)) learn(value, a[key], ids);
  }
}

/** The statement as pg takes it, with the captured ids swapped through `ids`. */
export function statementConfig(statement: CapturedStatement, ids: Map<string, string>): pg.QueryConfig {
  return {
    ...(statement.name ? { name: statement.name } : {}),
    text: statement.text,
    values: statement.values.map((value) => substitute(value, ids)),
    ...(statement.rowMode ? { rowMode: statement.rowMode } : {}),
  };
}

/**
 * Sends the captured statements again, in order, on one connection: the same texts (prepared under
 * the same names), with the captured ids swapped for this run's (`inputs`, then the ids its own
 * inserts answered), so each replay does the work the API's operation did, on its own rows.
 */
export async function replay(client: pg.ClientBase, script: CapturedStatement[], inputs: Record<string, string>) {
  const ids = new Map(Object.entries(inputs));
  for (const statement of script) {
    const result = await client.query(statementConfig(statement, ids));
    learn(statement.rows, result.rows, ids);
  }
}
