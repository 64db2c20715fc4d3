import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { vehicleLabel } from '@karigar/domain/vehicle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { PhoneLinks } from '../../../components/phone-links';
import { formatDateTime } from '../../../lib/format';
import { QuotationPhotos } from './quotation-photos';

/**
 * What the customer asked for: details, modification, quantity, their expected price and the times;
 * the vehicle or item and the photos; the owner also sees whom to contact (never shown back to the customer, who knows it).
 */
export function RequestDetails({ quotation: q, isAdmin }: { quotation: Quotation; isAdmin: boolean }) {
  const { t, i18n } = useTranslation();
  const none = t('quotations.detail.noText');
  const customer = q.userId;
  const rows: (readonly [string, ReactNode])[] = [
    ...(isAdmin
      ? ([
          [t('quotations.detail.customer'), customer.name],
          [t('quotations.detail.phone'), customer.phone ? <PhoneLinks phone={customer.phone} /> : none],
          [t('quotations.detail.email'), <span className="break-all">{customer.email ?? none}</span>],
        ] as const)
      : []),
    [t('vehicles.picker'), q.vehicle ? vehicleLabel(q.vehicle) : none],
    [t('quotations.detail.description'), q.description.trim() || none],
    [t('quotations.detail.modification'), q.modification.trim() || none],
    [t('quotations.detail.quantity'), String(q.quantity)],
    [t('quotations.detail.expectedPrice'), q.quotationPrice === null ? none : formatInr(q.quotationPrice)],
    [t('quotations.detail.createdAt'), formatDateTime(q.createdAt, i18n.language) ?? none],
    [t('quotations.detail.updatedAt'), formatDateTime(q.updatedAt, i18n.language) ?? none],
  ];
  return (
    <Card aria-labelledby="request-heading" className="space-y-3">
      <h2 id="request-heading" className="text-xl font-semibold">
        {t('quotations.detail.request')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 whitespace-pre-line break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <QuotationPhotos quotationId={q._id} />
    </Card>
  );
}
