import { formatInr } from '@karigar/domain/money';

/** Labelled amounts side by side (received, due, balance...), as the order's payment cards show them. */
export function MoneyTotals({ totals, className }: { totals: [string, number][]; className: string }) {
  return (
    <dl className={className}>
      {totals.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="font-semibold">{formatInr(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
