import { type Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { followUpStatusLabel } from '../quotation-display';
import { FollowUpHistory } from './follow-up-history';
import { NegotiationHistory } from './negotiation-history';

/**
 * Everything that happened to the quotation, collapsed until asked for: the follow-up status, the
 * follow-ups sent (cards on a phone) and every numbered revision.
 */
export function QuotationHistory({ quotation: q }: { quotation: Quotation }) {
  const { t } = useTranslation();
  const followUps = q.followUpHistory ?? [];
  const revisions = q.revisions ?? [];
  return (
    <Card>
      <details className="group">
        <summary className="cursor-pointer text-xl font-semibold">
          {t('quotations.detail.history')}{' '}
          <span className="text-base font-normal text-slate-700 dark:text-slate-300">
            {t('quotations.detail.historyCounts', { followUps: followUps.length, revisions: revisions.length })}
          </span>
        </summary>
        <div className="mt-4 space-y-6">
          <section aria-labelledby="follow-ups-heading" className="space-y-3">
            <h2 id="follow-ups-heading" className="text-lg font-semibold">
              {t('quotations.detail.followUpHistory')}
            </h2>
            <p>
              {t('quotations.detail.followUpStatus')}: {followUpStatusLabel(t, q.followUpStatus)}
            </p>
            <FollowUpHistory entries={followUps} />
          </section>
          <section aria-labelledby="revisions-heading" className="space-y-3">
            <h2 id="revisions-heading" className="text-lg font-semibold">
              {t('quotations.revisions.title')}
            </h2>
            <NegotiationHistory revisions={revisions} />
          </section>
        </div>
      </details>
    </Card>
  );
}
