import type { FloorEvent } from '@karigar/domain/workshop-floor';
import { useTranslation } from 'react-i18next';
import { stageName } from '../../lib/floor';
import { formatDateTime, formatDate } from '../../lib/format';

/** The job's moves on the floor, oldest first: each stage reached and each promised date, who and when. */
export function FloorHistory({ events }: { events: readonly FloorEvent[] }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return <p className="text-slate-700 dark:text-slate-300">{t('floor.job.noHistory')}</p>;
  return (
    <ol className="space-y-2">
      {events.map((event) => (
        <li key={`${event.createdAt}-${event.event}`} className="text-sm">
          <span className="font-medium">
            {event.event === 'stage'
              ? t('floor.job.movedTo', {
                  stage: stageName({ nameEn: event.stageNameEn, nameMr: event.stageNameMr }, i18n.language),
                })
              : event.promisedDate
                ? t('floor.job.promiseSet', { date: formatDate(event.promisedDate, i18n.language) })
                : t('floor.job.promiseCleared')}
          </span>{' '}
          <span className="text-slate-700 dark:text-slate-300">
            {formatDateTime(event.createdAt, i18n.language)}
            {event.actor && ` · ${t('floor.job.by', { name: event.actor.name })}`}
          </span>
        </li>
      ))}
    </ol>
  );
}
