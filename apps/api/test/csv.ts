import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';

const BOM = '\uFEFF';

/** A CSV download's rows (header first), after checking it is one: type, attachment name, BOM, CRLF. */
export function csvRows(res: LightMyRequestResponse, name: string): string[][] {
  if (res.statusCode !== 200) throw new Error(`expected a CSV, got ${res.statusCode}: ${res.body}`);
  if (res.headers['content-type'] !== 'text/csv; charset=utf-8') throw new Error('not text/csv in UTF-8');
  const disposition = String(res.headers['content-disposition']);
  if (!new RegExp(`^attachment; filename="${name}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`).test(disposition)) {
    throw new Error(`unexpected Content-Disposition: ${disposition}`);
  }
  const text = res.rawPayload.toString('utf8');
  if (!text.startsWith(BOM)) throw new Error('no byte order mark');
  if (!text.endsWith('\r\n')) throw new Error('records do not end with CRLF');
  return parse(text.slice(BOM.length));
}

/** Rows as objects keyed by the header row. */
export function csvRecords(res: LightMyRequestResponse, name: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(res, name);
  return rows.map((row) => Object.fromEntries(header.map((key, i) => [key, row[i] ?? ''])));
}
