import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface StatCardProps {
  /** The filtered list the number comes from. */
  to: string;
  label: string;
  /** The number as shown; undefined while it loads. */
  value: string | undefined;
  detail?: string | undefined;
  Icon: LucideIcon;
  testId: string;
}

/** One of the dashboard's numbers: the whole card links to the list behind it. */
export function StatCard({ to, label, value, detail, Icon, testId }: StatCardProps) {
  return (
    <Link
      to={to}
      className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-400 hover:shadow focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-blue-400"
    >
      <span className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-blue-700 dark:text-blue-300" />
        {label}
      </span>
      <span className="text-2xl font-bold break-words text-slate-900 dark:text-white" data-testid={testId}>
        {value ?? '…'}
      </span>
      {detail && <span className="text-sm text-slate-600 dark:text-slate-400">{detail}</span>}
    </Link>
  );
}
