export type StatusTone = 'yellow' | 'green' | 'red' | 'blue' | 'purple' | 'grey';

const tones: Record<StatusTone, string> = {
  yellow:
    'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
  green: 'border-green-300 bg-green-100 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
  red: 'border-red-300 bg-red-100 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
  blue: 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  purple:
    'border-purple-300 bg-purple-100 text-purple-900 dark:border-purple-700 dark:bg-purple-950 dark:text-purple-200',
  grey: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
};

const quotationTones: Record<string, StatusTone> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  revised: 'blue',
};

const orderTones: Record<string, StatusTone> = {
  pending: 'yellow',
  confirmed: 'purple',
  inprogress: 'blue',
  completed: 'green',
  cancelled: 'red',
  canceled: 'red',
};

/**
 * The colour of a status (spec section 4). Quotations: Pending yellow, Accepted green, Rejected
 * red, Revised blue. Orders: pending yellow, confirmed purple, in progress blue, completed green,
 * cancelled (or canceled) red. Any case and spacing ('In Progress', 'in_progress'); others grey.
 */
export function statusTone(kind: 'quotation' | 'order', status: string | null | undefined): StatusTone {
  const key = (status ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  return (kind === 'quotation' ? quotationTones : orderTones)[key] ?? 'grey';
}

/** A coloured status label; `label` is the (translated) text shown. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {label}
    </span>
  );
}
