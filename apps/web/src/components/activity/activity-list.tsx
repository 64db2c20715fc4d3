import { orderRef } from '@karigar/domain/order';
import type { ActivityEntry, ActivityPriority } from '@karigar/domain/activity';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { StatusBadge, type StatusTone } from '../ui/status-badge';
import { TextLink } from '../ui/text-link';
import { activityDetail, activitySentence } from './activity-sentence';

const priorityTones: Record<ActivityPriority, StatusTone> = { low: 'grey', medium: 'blue', high: 'red' };

const refParam = (entry: ActivityEntry, key: string, id: string) => {
  const value = entry.params[key];
  return typeof value === 'string' ? value : orderRef(id);
};

/** The order, quotation and user an entry links to, as links to their admin pages. */
function EntryLinks({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const { orderId, quotationId, userId } = entry.links;
  if (!orderId && !quotationId && !userId) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {quotationId && (
        <TextLink to={`/admin/quotations/${quotationId}`}>
          {t('activity.viewQuotation', { ref: refParam(entry, 'quotationRef', quotationId) })}
        </TextLink>
      )}
      {orderId && (
        <TextLink to={`/admin/orders/${orderId}`}>
          {t('activity.viewOrder', { ref: refParam(entry, 'orderRef', orderId) })}
        </TextLink>
      )}
      {userId && <TextLink to={`/admin/users/${userId}`}>{t('activity.viewUser')}</TextLink>}
    </p>
  );
}

/** Facts beside the sentence (provider order and payment ids and the like), in words where they have some. */
function EntryDetails({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation();
  const shown = Object.entries(entry.details).filter(([, value]) => value !== null && value !== '');
  if (!shown.length) return null;
  return (
    <dl aria-label={t('activity.details')} className="mt-1 grid gap-x-2 text-xs text-slate-600 dark:text-slate-400">
      {shown.map(([key, value]) => {
        const detail = activityDetail(i18n, t, key, value);
        return (
          <div key={key} className="flex flex-wrap gap-x-1">
            <dt className="font-medium">{detail.label}:</dt>
            <dd className={detail.verbatim ? 'break-all font-mono' : 'break-words'}>{detail.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * Activity-log entries, newest first: time, who, the sentence in the reader's language, the
 * priority, the details and links to the entities involved.
 */
export function ActivityList({ entries }: { entries: readonly ActivityEntry[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700">
      {entries.map((entry) => (
        <li key={entry._id} className="py-3" data-testid="activity-entry">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
            <span title={entry.actor?.email}>{entry.actor?.name ?? t('activity.system')}</span>
            <StatusBadge tone={priorityTones[entry.priority]} label={t(`activity.priorities.${entry.priority}`)} />
          </div>
          <p className="mt-1 break-words text-slate-900 dark:text-slate-100">{activitySentence(i18n, t, entry)}</p>
          <EntryDetails entry={entry} />
          <EntryLinks entry={entry} />
        </li>
      ))}
    </ul>
  );
}
