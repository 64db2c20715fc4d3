import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/ui/text-link';
import { quotationStatusKey } from '../order-labels';

/** The quotation the order came from, folded away until opened; the link fits the viewer's role. */
export function QuotationReference({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { t } = useTranslation();
  const id = order.quotation?._id ?? order.quotationId;
  if (!id) return null;
  const status = order.quotation?.quotationStatus ?? '';
  const statusKey = quotationStatusKey(status);
  const quotationStatusText = statusKey ? t(statusKey) : status;
  return (
    <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <summary className="cursor-pointer font-semibold">{t('orders.detail.quotation')}</summary>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t('orders.detail.quotationId')}</dt>
          <dd className="break-all font-mono text-sm">{id}</dd>
        </div>
        {order.quotation && (
          <>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t('orders.detail.quotationStatus')}</dt>
              <dd>{quotationStatusText}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{t('orders.detail.quotationTotal')}</dt>
              <dd>{formatInr(order.quotation.totalAfterTax)}</dd>
            </div>
          </>
        )}
      </dl>
      <TextLink to={`${isAdmin ? '/admin' : '/user'}/quotations/${id}`} className="mt-3 inline-block">
        {t('orders.detail.viewQuotation')}
      </TextLink>
    </details>
  );
}
