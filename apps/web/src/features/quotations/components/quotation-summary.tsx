import { formatInr } from '@karigar/domain/money';
import { quotationRef } from '@karigar/domain/order';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { awaitsWorkshopPrice } from '@karigar/domain/quotation-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { serviceName } from '../quotation-display';
import { QuotationPrice } from './quotation-price';
import { QuotationStatusBadges } from './quotation-status-badges';

interface QuotationSummaryProps {
  quotation: Quotation;
  isAdmin: boolean;
  /** The one action due now (the customer's Accept and Reject, the owner's revised price). */
  children: ReactNode;
}

/**
 * What a quotation comes to, first on its page: the service, its short reference, status, the price
 * (or that the workshop's price is awaited) and the action that is due.
 */
export function QuotationSummary({ quotation: q, isAdmin, children }: QuotationSummaryProps) {
  const { t, i18n } = useTranslation();
  const unpriced = awaitsWorkshopPrice(q);
  return (
    <Card aria-labelledby="summary-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="summary-heading" className="text-xl font-semibold">
          {serviceName(q.serviceId, i18n.language)}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('quotations.detail.reference', { ref: quotationRef(q._id) })} ·{' '}
          {t('quotations.detail.requestedOn', { date: formatDate(q.createdAt, i18n.language) })}
        </p>
      </div>
      <QuotationStatusBadges quotation={q} />
      <div>
        {unpriced ? (
          <p className="font-medium">
            <QuotationPrice quotation={q} forOwner={!isAdmin} />
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('quotations.detail.totalInclGst')}</p>
            <p className="text-3xl font-bold">{formatInr(q.totalAfterTax)}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('quotations.detail.quantityTimesPrice', {
                quantity: q.quantity,
                unitPrice: formatInr(q.offeredPrice),
              })}
            </p>
          </>
        )}
      </div>
      {children}
    </Card>
  );
}
