import { Fragment, type ReactNode } from 'react';
import { usePhoneWidth } from '../lib/use-phone-width';
import { RowActions } from './row-actions';

/**
 * How a column shows on a phone's card: 'title' heads the card (and is the table's row header when
 * `rowHeader` is set), 'badge' sits beside the title, 'field' is a labelled line, 'action' joins the
 * card's action row, 'danger' sits apart at its far end and 'none' stays off the card (e.g. a thumbnail).
 */
export type CardPlace = 'title' | 'badge' | 'field' | 'action' | 'danger' | 'none';

export interface TableColumn<Row> {
  /** The column header, and the field's label on a card. */
  header: string;
  cell: (row: Row) => ReactNode;
  card?: CardPlace;
  /** Extra classes of the table cell (e.g. `whitespace-nowrap`, `font-mono`). */
  className?: string;
  /** The table shows this column's cells as row headers (`<th scope="row">`). */
  rowHeader?: boolean;
  /** The card's field keeps a language of its own (e.g. `mr` for a Marathi name). */
  lang?: string;
}

interface ResponsiveTableProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string;
  columns: TableColumn<Row>[];
  /** Read by screen readers as the table's caption, or the card list's name. */
  caption?: string;
}

const cellClass = 'px-3 py-3 align-middle';

/**
 * A list of records: a table from the `md` breakpoint up, one card per row on phones (title, status
 * badge, labelled fields and the row's actions), so nothing has to be scrolled sideways to be reached.
 */
export function ResponsiveTable<Row>({ rows, rowKey, columns, caption }: ResponsiveTableProps<Row>) {
  const phone = usePhoneWidth();
  if (phone) return <RowCards rows={rows} rowKey={rowKey} columns={columns} caption={caption} />;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${cellClass} whitespace-nowrap font-semibold text-slate-700 dark:text-slate-200`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`${cellClass} text-left font-normal ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={`${cellClass} ${column.className ?? ''}`} lang={column.lang}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const placed = <Row,>(columns: TableColumn<Row>[], place: CardPlace) =>
  columns.filter((column) => (column.card ?? 'field') === place);

/** The phone's view of the same rows: one card each. */
function RowCards<Row>({ rows, rowKey, columns, caption }: ResponsiveTableProps<Row>) {
  const [titles, badges, fields, actions, dangers] = (['title', 'badge', 'field', 'action', 'danger'] as const).map(
    (place) => placed(columns, place),
  );
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li
          key={rowKey(row)}
          data-row-card=""
          className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 font-medium break-words">
              {titles!.map((column) => (
                <div key={column.header}>{column.cell(row)}</div>
              ))}
            </div>
            {badges!.map((column) => (
              <div key={column.header}>{column.cell(row)}</div>
            ))}
          </div>
          {fields!.length > 0 && (
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {fields!.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">{column.header}</dt>
                  <dd className="min-w-0 break-words" lang={column.lang}>
                    {column.cell(row)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <CardActions
            actions={actions!.map((column) => column.cell(row))}
            dangers={dangers!.map((column) => column.cell(row))}
          />
        </li>
      ))}
    </ul>
  );
}

/** The card's foot: the row's actions, the destructive one apart; nothing when the row offers none. */
function CardActions({ actions, dangers }: { actions: ReactNode[]; dangers: ReactNode[] }) {
  const shown = actions.filter(Boolean);
  const danger = dangers.filter(Boolean);
  if (shown.length + danger.length === 0) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-700">
      <RowActions
        danger={
          danger.length > 0 ? (
            <>
              {danger.map((node, index) => (
                <Fragment key={index}>{node}</Fragment>
              ))}
            </>
          ) : null
        }
      >
        {shown.map((node, index) => (
          <Fragment key={index}>{node}</Fragment>
        ))}
      </RowActions>
    </div>
  );
}
