import { thisMonth } from '@karigar/domain/money-book';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDayBook, useDues, useRefunds, type MoneyRange } from '../api/money-api';
import { DayBook } from '../components/day-book';
import { DuesTable } from '../components/dues-table';
import { MoneySection } from '../components/money-section';
import { RefundsTables } from '../components/refunds-tables';

/**
 * /admin/money: the day book by day and method for a range of days (this month until changed),
 * what customers owe aged by days, and refunds due and made, each with its CSV export.
 */
export default function MoneyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('money.title'));
  const [range, setRange] = useState<MoneyRange>(() => thisMonth(new Date()));
  const dayBook = useDayBook(range);
  const dues = useDues();
  const refunds = useRefunds(range);
  // A half-typed date leaves the range as it was.
  const change = (end: keyof MoneyRange) => (value: string) => {
    const next = { ...range, [end]: value };
    if (value && next.from <= next.to) setRange(next);
  };

  return (
    <Page>
      <div>
        <h1 className="text-3xl font-bold">{t('money.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('money.intro')}</p>
      </div>
      <fieldset className="grid max-w-md grid-cols-2 gap-3">
        <legend className="sr-only">{t('money.range')}</legend>
        <TextField
          label={t('money.from')}
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => change('from')(event.target.value)}
        />
        <TextField
          label={t('money.to')}
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => change('to')(event.target.value)}
        />
      </fieldset>
      <MoneySection
        id="day-book"
        title={t('money.dayBook.title')}
        csv={{ path: '/money/day-book.csv', params: { ...range } }}
        query={dayBook}
      >
        {(book) => <DayBook book={book} />}
      </MoneySection>
      <MoneySection id="dues" title={t('money.dues.title')} csv={{ path: '/money/dues.csv', params: {} }} query={dues}>
        {(answer) => <DuesTable dues={answer} />}
      </MoneySection>
      <MoneySection
        id="refunds"
        title={t('money.refunds.title')}
        csv={{ path: '/money/refunds.csv', params: { ...range } }}
        query={refunds}
      >
        {(answer) => <RefundsTables refunds={answer} />}
      </MoneySection>
    </Page>
  );
}
