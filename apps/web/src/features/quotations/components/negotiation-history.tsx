import { formatInr } from '@karigar/domain/money';
import {
  followUpStatuses,
  quotationStatuses,
  type FollowUpStatus,
  type QuotationStatus,
} from '@karigar/domain/quotation';
import { type QuotationRevision } from '@karigar/domain/quotation-answer';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { followUpStatusLabel, quotationStatusLabel } from '../quotation-display';

const fieldKeys = {
  quantity: 'quantity',
  quotationPrice: 'quotationPrice',
  description: 'description',
  modification: 'modification',
  offeredPrice: 'offeredPrice',
  discount: 'discount',
  discountPercentage: 'discountPercentage',
  taxRate: 'taxRate',
  taxAlreadyIncluded: 'taxAlreadyIncluded',
  totalAfterTax: 'totalAfterTax',
  quotationStatus: 'quotationStatus',
  followUpStatus: 'followUpStatus',
  followUpNote: 'followUpNote',
  followUpRequired: 'followUpRequired',
  awaitingWorkshop: 'awaitingWorkshop',
  isConvertedToOrder: 'isConvertedToOrder',
  orderId: 'orderId',
} as const;
const moneyFields = new Set(['quotationPrice', 'offeredPrice', 'discount', 'totalAfterTax']);

function fieldLabel(t: TFunction, field: string): string {
  return field in fieldKeys ? t(`quotations.revisions.fields.${fieldKeys[field as keyof typeof fieldKeys]}`) : field;
}

function valueText(t: TFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('quotations.revisions.none');
  if (typeof value === 'boolean') return t(value ? 'quotations.revisions.yes' : 'quotations.revisions.no');
  if (typeof value === 'number' && moneyFields.has(field)) return formatInr(value);
  if (field === 'quotationStatus' && quotationStatuses.includes(value as QuotationStatus))
    return quotationStatusLabel(t, value as QuotationStatus);
  if (field === 'followUpStatus' && followUpStatuses.includes(value as FollowUpStatus))
    return followUpStatusLabel(t, value as FollowUpStatus);
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number);
}

/**
 * What a revision changed, less the workshop's note: a follow-up's note is shown with that follow-up
 * (and the latest one at the top of the page), not again here.
 */
const shownChanges = (revision: QuotationRevision) =>
  Object.entries(revision.changes).filter(([field]) => field !== 'followUpNote');

/** Every numbered revision (v1, v2, …): what happened, who did it, when, and what changed. */
export function NegotiationHistory({ revisions }: { revisions: QuotationRevision[] }) {
  const { t, i18n } = useTranslation();
  if (revisions.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('quotations.revisions.empty')}</p>;
  return (
    <ol className="space-y-4 border-l-2 border-blue-200 pl-4 dark:border-blue-900">
      {revisions.map((revision) => (
        <li key={revision.version} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.4rem] top-1.5 size-3 rounded-full border-2 border-white bg-blue-600 dark:border-slate-900"
          />
          <p className="font-medium">
            {[
              t('quotations.revisions.version', { version: revision.version }),
              t(`quotations.revisions.kinds.${revision.kind}`),
              t('quotations.revisions.by', { name: revision.actor?.name || t('quotations.revisions.system') }),
            ].join(' · ')}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt, i18n.language)}</time>
          </p>
          {shownChanges(revision).length > 0 && (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {shownChanges(revision).map(([field, change]) => (
                <li key={field}>
                  {t('quotations.revisions.change', {
                    field: fieldLabel(t, field),
                    from: valueText(t, field, change.from),
                    to: valueText(t, field, change.to),
                  })}
                </li>
              ))}
            </ul>
          )}
          {revision.note && revision.kind !== 'follow-up' && <p className="mt-1 text-sm italic">{revision.note}</p>}
        </li>
      ))}
    </ol>
  );
}
