import type { TaxAmounts } from '@karigar/domain/gst-report';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { rupees } from './section-columns';

/** GSTR-3B table 3.1(a): the month's outward taxable supplies and their taxes, as the accountant copies them. */
export function Gstr3bBox({ totals }: { totals: TaxAmounts }) {
  const { t } = useTranslation();
  const figures = [
    ['taxable', totals.taxablePaise],
    ['igst', totals.igstPaise],
    ['cgst', totals.cgstPaise],
    ['sgst', totals.sgstPaise],
    ['cess', totals.cessPaise],
  ] as const;
  return (
    <Card aria-labelledby="gstr3b-title" className="space-y-3 p-4 sm:p-6">
      <h2 id="gstr3b-title" className="text-xl font-semibold">
        {t('gstReport.gstr3b.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('gstReport.gstr3b.about')}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([key, paise]) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-700 dark:text-slate-300">{t(`gstReport.gstr3b.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{rupees(paise)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
