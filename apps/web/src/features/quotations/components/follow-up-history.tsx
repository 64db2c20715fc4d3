import { formatInr } from '@karigar/domain/money';
import type { FollowUpEntry } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

const cell = 'px-3 py-2 align-top';

/** The follow-ups sent so far: date, new price (or —), note and status ('Sent' when none is set). */
export function FollowUpHistory({ entries }: { entries: FollowUpEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('quotations.detail.noFollowUps')}</p>;
  const none = t('quotations.detail.noText');
  // On a phone the table scrolls sideways in its box, which the keyboard reaches too.
  return (
    <div
      role="region"
      aria-label={t('quotations.detail.followUpHistory')}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
        <caption className="sr-only">{t('quotations.detail.followUpHistory')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            <th scope="col" className={cell}>
              {t('quotations.detail.historyDate')}
            </th>
            <th scope="col" className={cell}>
              {t('quotations.detail.historyNewPrice')}
            </th>
            <th scope="col" className={cell}>
              {t('quotations.detail.historyNote')}
            </th>
            <th scope="col" className={cell}>
              {t('quotations.detail.historyStatus')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {entries.map((entry) => {
            const when = entry.date || entry.createdAt;
            const note = entry.followUpNote ?? entry.note;
            return (
              <tr key={entry._id}>
                <td className={`${cell} whitespace-nowrap`}>
                  <time dateTime={when}>{formatDateTime(when, i18n.language) ?? none}</time>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {entry.newPrice === null ? none : formatInr(entry.newPrice)}
                </td>
                <td className={cell}>{note?.trim() ? note : none}</td>
                <td className={cell}>
                  {entry.status === 'Sent' || !entry.status ? t('quotations.detail.historySent') : entry.status}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
