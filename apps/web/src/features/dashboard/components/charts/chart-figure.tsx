import { Suspense, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

interface ChartFigureProps {
  id: string;
  title: string;
  /** What the chart shows, in a sentence: visible under it. */
  summary: string;
  /** The chart's numbers as a table for screen readers: column headings, then rows. */
  columns: [string, string];
  rows: [string, string][];
  /** The graphic itself (hidden from screen readers: the summary and the table say the same). */
  children: ReactNode;
}

/** A chart with its title, a visible one-line summary and a visually hidden table of its numbers. */
export function ChartFigure({ id, title, summary, columns, rows, children }: ChartFigureProps) {
  return (
    <Card aria-labelledby={`${id}-title`} className="min-w-0">
      <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="space-y-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div aria-hidden="true" className="h-60 w-full min-w-0 text-slate-600 dark:text-slate-300">
          <Suspense fallback={null}>{children}</Suspense>
        </div>
        <figcaption id={`${id}-summary`} className="text-sm text-slate-700 dark:text-slate-300">
          {summary}
        </figcaption>
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </Card>
  );
}
