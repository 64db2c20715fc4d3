import type { ReactNode } from 'react';

/** One column of a money table: its header, each row's cell, and whether it holds an amount (right-aligned). */
export interface MoneyColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  amount?: boolean;
}

interface MoneyTableProps<Row> {
  caption: string;
  columns: MoneyColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The totals line under the rows, cell by cell (null for none). */
  totals?: ReactNode[] | null;
}

const cellClasses = (amount?: boolean) => `px-3 py-2 ${amount ? 'text-right tabular-nums whitespace-nowrap' : ''}`;

/** A table of amounts that scrolls sideways on a phone rather than squeezing its figures. */
export function MoneyTable<Row>({ caption, columns, rows, rowKey, totals = null }: MoneyTableProps<Row>) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left dark:border-slate-600">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${cellClasses(column.amount)} font-semibold`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-200 dark:border-slate-700">
              {columns.map((column) => (
                <td key={column.header} className={cellClasses(column.amount)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr className="font-semibold">
              {totals.map((cell, index) => (
                <td key={columns[index]?.header ?? index} className={cellClasses(columns[index]?.amount)}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
