import { awaitsWorkshopPrice } from '@karigar/domain/quotation-rules';
import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/format';
import { serviceName } from '../quotation-display';
import { QuotationStatusBadges } from './quotation-status-badges';

/**
 * One of the customer's quotations in the status list: its total, or their own expected price while
 * the workshop has not priced it; a Rejected one offers a new request.
 */
export function QuotationCard({ quotation: q }: { quotation: Quotation }) {
  const { t, i18n } = useTranslation();
  const name = serviceName(q.serviceId, i18n.language);
  const expected = q.quotationPrice === null ? t('common.notAvailable') : formatInr(q.quotationPrice);
  const rows: [string, string][] = [
    [t('quotations.statusList.quantity'), String(q.quantity)],
    awaitsWorkshopPrice(q)
      ? [t('quotations.price.yourExpected'), expected]
      : [t('quotations.statusList.totalPrice'), formatInr(q.totalAfterTax)],
    [t('quotations.statusList.created'), formatDateTime(q.createdAt, i18n.language) ?? t('common.notAvailable')],
  ];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <article aria-label={name} className="flex flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{name}</h2>
          <QuotationStatusBadges quotation={q} />
        </div>
        <dl className="mt-3 flex-1 space-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={`/user/quotations/${q._id}`} className={buttonClasses('primary', 'sm')}>
            {t('quotations.statusList.viewDetails')}
          </Link>
          {q.quotationStatus === 'Rejected' && (
            <Link
              to={`/quotation-form?service=${encodeURIComponent(q.serviceId._id)}`}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('quotations.statusList.submitNew')}
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}
