import { ledgerMethods } from '@karigar/domain/ledger';
import type { DayBookAnswer, DayBookDay } from '@karigar/domain/money-book';
import { formatInr } from '@karigar/domain/money';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { MoneyTable, type MoneyColumn } from './money-table';

/** The day book: a line a day with money moved, a column a method, the range's totals under them. */
export function DayBook({ book }: { book: DayBookAnswer }) {
  const { t, i18n } = useTranslation();
  if (book.days.length === 0) return <p className="py-6 text-center">{t('money.dayBook.empty')}</p>;
  const columns: MoneyColumn<DayBookDay>[] = [
    { header: t('money.date'), cell: (day) => formatDate(`${day.date}T12:00:00+05:30`, i18n.language) },
    ...ledgerMethods.map((method) => ({
      header: t(`money.methods.${method}`),
      cell: (day: DayBookDay) => formatInr(day.amounts[method]),
      amount: true,
    })),
    { header: t('money.total'), cell: (day) => formatInr(day.total), amount: true },
  ];
  return (
    <>
      <MoneyTable
        caption={t('money.dayBook.title')}
        columns={columns}
        rows={book.days}
        rowKey={(day) => day.date}
        totals={[
          t('money.total'),
          ...ledgerMethods.map((method) => formatInr(book.totals.amounts[method])),
          formatInr(book.totals.total),
        ]}
      />
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {t('money.dayBook.inOut', {
          received: formatInr(book.totals.received),
          paidOut: formatInr(book.totals.paidOut),
        })}
      </p>
    </>
  );
}
