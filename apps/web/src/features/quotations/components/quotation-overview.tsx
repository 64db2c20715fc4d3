import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLinks } from '../../../components/phone-links';
import { TextLink } from '../../../components/ui/text-link';
import { formatDateTime } from '../../../lib/format';
import { serviceName } from '../quotation-display';
import { QuotationStatusBadges } from './quotation-status-badges';

interface QuotationOverviewProps {
  quotation: Quotation;
  orderHref: string | null;
  /** The owner gets the customer's phone to call or WhatsApp. */
  isAdmin: boolean;
}

/** Who asked for what: id, customer and contact, service, status, order, expected price, times. */
export function QuotationOverview({ quotation: q, orderHref, isAdmin }: QuotationOverviewProps) {
  const { t, i18n } = useTranslation();
  const missing = t('common.notAvailable');
  const rows: [string, ReactNode][] = [
    [t('quotations.detail.id'), <span className="break-all font-mono text-sm">{q._id}</span>],
    [t('quotations.detail.customer'), q.userId.name],
    [
      t('quotations.detail.phone'),
      q.userId.phone && isAdmin ? <PhoneLinks phone={q.userId.phone} /> : (q.userId.phone ?? missing),
    ],
    [t('quotations.detail.email'), <span className="break-all">{q.userId.email}</span>],
    [t('quotations.detail.service'), serviceName(q.serviceId, i18n.language)],
    [t('quotations.detail.status'), <QuotationStatusBadges quotation={q} />],
    [
      t('quotations.detail.orderId'),
      q.orderId && orderHref ? (
        <TextLink to={orderHref} className="break-all font-mono text-sm">
          {q.orderId}
        </TextLink>
      ) : (
        missing
      ),
    ],
    [t('quotations.detail.expectedPrice'), q.quotationPrice === null ? missing : formatInr(q.quotationPrice)],
    [t('quotations.detail.createdAt'), formatDateTime(q.createdAt, i18n.language) ?? missing],
    [t('quotations.detail.updatedAt'), formatDateTime(q.updatedAt, i18n.language) ?? missing],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-1 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
