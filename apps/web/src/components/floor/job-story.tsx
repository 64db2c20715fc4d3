import type { JobStory, StoryEntry } from '@karigar/domain/job-story';
import { formatInr } from '@karigar/domain/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { stageName } from '../../lib/floor';
import { formatDate, formatDateTime } from '../../lib/format';
import { serviceName } from '../../lib/service-text';

function entryText(t: TFunction, entry: StoryEntry, language: string): string {
  switch (entry.kind) {
    case 'stage':
      return stageName({ nameEn: entry.stageNameEn, nameMr: entry.stageNameMr }, language);
    case 'promise':
      return entry.promisedDate
        ? t('story.promise', { date: formatDate(entry.promisedDate, language) })
        : t('story.promiseWithdrawn');
    case 'payment':
      return entry.amount === null ? t('story.payment') : t('story.paymentOf', { amount: formatInr(entry.amount) });
    case 'invoice':
      return entry.reference ? t('story.invoiceNumbered', { number: entry.reference }) : t('story.invoice');
    default:
      return t(`story.${entry.kind}`);
  }
}

/**
 * The job's story (the customer's order page and a tracking link): where the job is now and the
 * promised day, then every step, oldest first and newest last, with the photos taken at a stage.
 */
export function JobStoryView({ story }: { story: JobStory }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const now =
    story.stageNameEn === null
      ? t('story.notStarted')
      : stageName({ nameEn: story.stageNameEn, nameMr: story.stageNameMr }, language);
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-blue-50 p-4 dark:bg-slate-800">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('story.now')}</p>
        <p className="text-xl font-semibold">{now}</p>
        <p className="text-slate-700 dark:text-slate-300">
          {serviceName({ name: story.serviceName, nameMr: story.serviceNameMr }, language)}
          {story.vehicleLabel && ` · ${story.vehicleLabel}`}
        </p>
        {story.promisedDate && story.status !== 'Completed' && (
          <p className="mt-1 font-medium">{t('story.promised', { date: formatDate(story.promisedDate, language) })}</p>
        )}
      </div>
      <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5 dark:border-slate-700">
        {story.entries.map((entry, index) => (
          <li key={`${entry.at}-${entry.kind}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.65rem] top-1.5 size-3 rounded-full border-2 border-white bg-blue-700 dark:border-slate-900"
            />
            <p className="font-medium">{entryText(t, entry, language)}</p>
            {entry.kind === 'stage' && <p className="text-sm">{t('story.stageReached')}</p>}
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </p>
            {entry.photos.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {entry.photos.map((photo) => (
                  <li key={photo.url}>
                    <img
                      src={photo.url}
                      alt={t('story.photo', { label: photo.label })}
                      className="size-24 rounded-lg object-cover"
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
