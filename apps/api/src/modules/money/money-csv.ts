import { ledgerMethods } from '@karigar/domain/ledger';
import type { DayBookAnswer, DuesAnswer, RefundsAnswer } from '@karigar/domain/money-book';
import { toPaise } from '@karigar/domain/money';
import { Readable } from 'node:stream';
import { dateColumn, numberColumn, rupeesColumn, textColumn, type CsvExport } from '../../lib/csv';
import type { ExportTexts } from '../../lib/export-texts';

type DayRow = Pick<DayBookAnswer['days'][number], 'date' | 'amounts' | 'total'>;

/** The day book as a CSV: a line a day, a column a method, and the range's totals last. */
export function dayBookCsv(book: DayBookAnswer, texts: ExportTexts): CsvExport<DayRow> {
  const h = texts.money;
  const totals: DayRow = { date: h.total, amounts: book.totals.amounts, total: book.totals.total };
  return {
    name: 'day-book',
    columns: [
      textColumn(h.date, (row) => row.date),
      ...ledgerMethods.map((method) => rupeesColumn<DayRow>(h.methods[method], (row) => toPaise(row.amounts[method]))),
      rupeesColumn(h.total, (row) => toPaise(row.total)),
    ],
    rows: Readable.from([...book.days, totals]),
  };
}

type DuesRow = Pick<DuesAnswer['customers'][number], 'name' | 'upTo30' | 'upTo60' | 'over60' | 'total'> & {
  orders: number | null;
};

/** What each customer owes, aged, and the totals last. */
export function duesCsv(dues: DuesAnswer, texts: ExportTexts): CsvExport<DuesRow> {
  const h = texts.money;
  return {
    name: 'dues',
    columns: [
      textColumn(h.customer, (row) => row.name),
      numberColumn(h.orders, (row) => row.orders ?? 0),
      rupeesColumn(h.upTo30, (row) => toPaise(row.upTo30)),
      rupeesColumn(h.upTo60, (row) => toPaise(row.upTo60)),
      rupeesColumn(h.over60, (row) => toPaise(row.over60)),
      rupeesColumn(h.totalDue, (row) => toPaise(row.total)),
    ],
    rows: Readable.from([
      ...dues.customers,
      { name: h.total, orders: dues.customers.reduce((sum, c) => sum + c.orders, 0), ...dues.totals },
    ]),
  };
}

interface RefundRow {
  kind: string;
  orderNumber: string;
  customer: string;
  method: string;
  amount: number;
  reason: string;
  at: Date | null;
}

/** Refunds due now, then the refunds made in the range. */
export function refundsCsv(refunds: RefundsAnswer, texts: ExportTexts): CsvExport<RefundRow> {
  const h = texts.money;
  const rows: RefundRow[] = [
    ...refunds.due.map((due) => ({ ...due, kind: h.refundDue, method: '', reason: '', at: null })),
    ...refunds.made.map((made) => ({
      ...made,
      kind: h.refundMade,
      method: h.methods[made.method],
      at: new Date(made.at),
    })),
  ];
  return {
    name: 'refunds',
    columns: [
      textColumn(h.kind, (row) => row.kind),
      textColumn(h.order, (row) => row.orderNumber),
      textColumn(h.customer, (row) => row.customer),
      textColumn(h.method, (row) => row.method),
      rupeesColumn(h.amount, (row) => toPaise(row.amount)),
      textColumn(h.reason, (row) => row.reason),
      dateColumn(texts.ist(h.refundedAt), (row) => row.at),
    ],
    rows: Readable.from(rows),
  };
}
