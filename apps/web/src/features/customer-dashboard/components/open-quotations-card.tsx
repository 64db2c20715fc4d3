import { formatInr } from '@karigar/domain/money';
import { awaitsWorkshopPrice } from '@karigar/domain/quotation-rules';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { QuotationStatus } from '@karigar/domain/quotation';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusTone } from '../../../components/ui/status-badge';
import { TextLink } from '../../../components/ui/text-link';
import { serviceName } from '../../../lib/service-text';
import { useOpenQuotations } from '../api/get-open-quotations';
import { OverviewCard } from './overview-card';

/** What a quotation asks of the customer now: the workshop's price to come, or their decision on it. */
function QuotationRow({ quotation: q }: { quotation: Quotation }) {
  const { t, i18n } = useTranslation();
  const unpriced = awaitsWorkshopPrice(q);
  const status = t(`status.quotation.${q.quotationStatus.toLowerCase() as Lowercase<QuotationStatus>}`);
  return (
    <>
      <div className="min-w-0">
        <TextLink to={`/user/quotations/${q._id}`}>{serviceName(q.serviceId, i18n.language)}</TextLink>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {unpriced
            ? t('quotations.price.awaiting')
            : t('customerDashboard.quotedTotal', { total: formatInr(q.totalAfterTax) })}
        </p>
      </div>
      <StatusBadge tone={statusTone('quotation', q.quotationStatus)} label={status} />
    </>
  );
}

/** The customer's undecided quotations (Pending or Revised), newest first. */
export function OpenQuotationsCard() {
  const { t } = useTranslation();
  const query = useOpenQuotations();
  return (
    <OverviewCard
      title={t('customerDashboard.openQuotations')}
      allHref="/user/quotation-status?status=Open"
      allLabel={t('customerDashboard.allOpenQuotations')}
      empty={t('customerDashboard.noOpenQuotations')}
      query={query}
      items={query.data?.quotations}
      renderItem={(quotation) => <QuotationRow quotation={quotation} />}
    />
  );
}
