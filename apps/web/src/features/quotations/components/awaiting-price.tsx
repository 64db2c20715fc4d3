import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';

/**
 * The pricing card of a request the workshop has not priced yet, as its customer sees it: no
 * offered price, only their own expected price and the service's list price.
 */
export function AwaitingPrice({ quotation: q }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [
      t('quotations.price.yourExpected'),
      q.quotationPrice === null ? t('common.notAvailable') : formatInr(q.quotationPrice),
    ],
    [t('quotations.detail.unitPrice'), formatInr(q.unitPrice)],
    [t('quotations.detail.quantity'), String(q.quantity)],
  ];
  return (
    <div className="space-y-3">
      <p className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {t('quotations.price.awaiting')}
      </p>
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('quotations.price.awaitingHint')}</p>
    </div>
  );
}
