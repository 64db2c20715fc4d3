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

const indiaTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as India's wall clock shows it, as spreadsheets read a date and time: '2026-11-25 15:04'. */
export function indiaDateTime(at: Date): string {
  const part = Object.fromEntries(indiaTime.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}`;
}

/** India time (the header says so, e.g. 'Created (IST)'); empty when there is no date. */
export const dateColumn = <Row>(header: string, value: (row: Row) => Date | null): CsvColumn<Row> => ({
  header,
  cell: (row) => {
    const at = value(row);
    return at ? indiaDateTime(at) : '';
  },
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
