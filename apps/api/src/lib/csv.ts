import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { pipeline, Transform } from 'node:stream';
import type { RowStream } from '../db/stream-rows';

/** One column of an export: its header and how a row's value is written. */
export interface CsvColumn<Row> {
  header: string;
  cell: (row: Row) => string;
}

/**
 * Text people typed, made safe for a spreadsheet: a value that starts with =, +, -, @, a tab or a
 * carriage return would be read as a formula, so it gets a leading apostrophe and stays text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export const textColumn = <Row>(header: string, value: (row: Row) => string | null): CsvColumn<Row> => ({
  header,
  cell: (row) => neutraliseFormula(value(row) ?? ''),
});

/** Paise written as rupees with 2 decimals ("-1250.50"); numbers, never neutralised. */
export const rupeesColumn = <Row>(header: string, paise: (row: Row) => number): CsvColumn<Row> => ({
  header,
  cell: (row) => (paise(row) / 100).toFixed(2),
});

export const numberColumn = <Row>(header: string, value: (row: Row) => number): CsvColumn<Row> => ({
  header,
  cell: (row) => String(value(row)),
});

/** ISO 8601 in UTC; empty when there is no date. */
export const dateColumn = <Row>(header: string, value: (row: Row) => Date | null): CsvColumn<Row> => ({
  header,
  cell: (row) => value(row)?.toISOString() ?? '',
});

export interface CsvExport<Row> {
  /** The file's name before its date: "orders" → orders-2026-11-25.csv. */
  name: string;
  columns: CsvColumn<Row>[];
  rows: RowStream<Row>;
}

/** Today's date in India, where the workshop is: 2026-11-25. */
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * Streams the rows as a CSV download (RFC 4180: CRLF line ends, values quoted where they need to
 * be) in UTF-8 with a byte order mark, so spreadsheets read Marathi text right; a header row first.
 */
export function sendCsv<Row>(reply: FastifyReply, { name, columns, rows }: CsvExport<Row>, now = new Date()) {
  const toCells = new Transform({
    objectMode: true,
    transform(row: Row, _encoding, done) {
      done(
        null,
        columns.map((column) => column.cell(row)),
      );
    },
  });
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  const body = pipeline(rows, toCells, csv, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') reply.log.error({ err: error }, 'CSV export failed');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${indiaDate.format(now)}.csv"`)
    .send(body);
}
