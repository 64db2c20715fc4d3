import type { TooltipContentProps } from 'recharts';

interface ChartTooltipProps extends Pick<TooltipContentProps<number, string>, 'active' | 'payload' | 'label'> {
  formatLabel: (label: string) => string;
  formatValue: (value: number) => string;
}

/** The value under the pointer, styled for light and dark. */
export function ChartTooltip({ active, payload, label, formatLabel, formatValue }: ChartTooltipProps) {
  const value = payload?.[0]?.value;
  if (!active || typeof value !== 'number') return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 shadow dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100">
      <p className="font-medium">{formatLabel(String(label))}</p>
      <p>{formatValue(value)}</p>
    </div>
  );
}
