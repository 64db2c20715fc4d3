import { formatInr } from '@karigar/domain/money';
import type { FollowUpEntry } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { formatDateTime } from '../../../lib/format';

/**
 * The follow-ups sent so far: date, new price (or —), note and status ('Sent' when none is set); a
 * table from the `md` breakpoint up, a card per follow-up on a phone.
 */
export function FollowUpHistory({ entries }: { entries: FollowUpEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('quotations.detail.noFollowUps')}</p>;
  const none = t('quotations.detail.noText');
  const columns: TableColumn<FollowUpEntry>[] = [
    {
      header: t('quotations.detail.historyDate'),
      card: 'title',
      className: 'whitespace-nowrap',
      cell: (entry) => {
        const when = entry.date || entry.createdAt;
        return <time dateTime={when}>{formatDateTime(when, i18n.language) ?? none}</time>;
      },
    },
    {
      header: t('quotations.detail.historyNewPrice'),
      card: 'field',
      className: 'whitespace-nowrap',
      cell: (entry) => (entry.newPrice === null ? none : formatInr(entry.newPrice)),
    },
    {
      header: t('quotations.detail.historyNote'),
      card: 'field',
      cell: (entry) => {
        const note = entry.followUpNote ?? entry.note;
        return note?.trim() ? note : none;
      },
    },
    {
      header: t('quotations.detail.historyStatus'),
      card: 'field',
      cell: (entry) => (entry.status === 'Sent' || !entry.status ? t('quotations.detail.historySent') : entry.status),
    },
  ];
  return (
    <ResponsiveTable
      rows={entries}
      rowKey={(entry) => entry._id}
      columns={columns}
      caption={t('quotations.detail.followUpHistory')}
    />
  );
}
