import type { CustomerDues, DuesAnswer } from '@karigar/domain/money-book';
import { formatInr } from '@karigar/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyTable, type MoneyColumn } from './money-table';

/** What each customer owes on billed jobs, aged 0–30, 31–60 and over 60 days, and the totals. */
export function DuesTable({ dues }: { dues: DuesAnswer }) {
  const { t } = useTranslation();
  if (dues.customers.length === 0) return <p className="py-6 text-center">{t('money.dues.empty')}</p>;
  const columns: MoneyColumn<CustomerDues>[] = [
    {
      header: t('money.customer'),
      cell: (row) => (
        <Link to={`/admin/users/${row.userId}`} className="text-blue-800 underline dark:text-blue-300">
          {row.name}
        </Link>
      ),
    },
    { header: t('money.dues.orders'), cell: (row) => row.orders, amount: true },
    { header: t('money.dues.upTo30'), cell: (row) => formatInr(row.upTo30), amount: true },
    { header: t('money.dues.upTo60'), cell: (row) => formatInr(row.upTo60), amount: true },
    { header: t('money.dues.over60'), cell: (row) => formatInr(row.over60), amount: true },
    { header: t('money.dues.total'), cell: (row) => formatInr(row.total), amount: true },
  ];
  return (
    <MoneyTable
      caption={t('money.dues.title')}
      columns={columns}
      rows={dues.customers}
      rowKey={(row) => row.userId}
      totals={[
        t('money.total'),
        dues.customers.reduce((sum, row) => sum + row.orders, 0),
        formatInr(dues.totals.upTo30),
        formatInr(dues.totals.upTo60),
        formatInr(dues.totals.over60),
        formatInr(dues.totals.total),
      ]}
    />
  );
}
