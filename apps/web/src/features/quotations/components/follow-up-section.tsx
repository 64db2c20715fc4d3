import { canSendFollowUp } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { followUpStatusLabel } from '../quotation-display';
import { FollowUpForm } from './follow-up-form';
import { FollowUpHistory } from './follow-up-history';

/**
 * Follow-up status, latest note, entry count and history; admins also get the follow-up form
 * while the quotation is open (not converted, not Accepted, follow-ups not Closed).
 */
export function FollowUpSection({ quotation: q, isAdmin }: { quotation: Quotation; isAdmin: boolean }) {
  const { t } = useTranslation();
  const history = q.followUpHistory ?? [];
  const rows: [string, string][] = [
    [t('quotations.detail.followUpStatus'), followUpStatusLabel(t, q.followUpStatus)],
    [t('quotations.detail.latestNote'), q.followUpNote?.trim() ? q.followUpNote : t('quotations.detail.noText')],
    [t('quotations.detail.followUpCount'), String(history.length)],
  ];
  return (
    <Card aria-labelledby="follow-up-heading" className="space-y-4">
      <h2 id="follow-up-heading" className="text-xl font-semibold">
        {t('quotations.detail.followUp')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="mt-1 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-lg font-semibold">{t('quotations.detail.followUpHistory')}</h3>
      <FollowUpHistory entries={history} />
      {isAdmin && canSendFollowUp(q) && (
        <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
          <h3 className="mb-3 text-lg font-semibold">{t('quotations.followUp.title')}</h3>
          <FollowUpForm quotation={q} />
        </div>
      )}
    </Card>
  );
}
