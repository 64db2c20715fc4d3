import type { RefundsAnswer } from '@karigar/domain/money-book';
import { formatInr } from '@karigar/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { MoneyTable } from './money-table';

type Due = RefundsAnswer['due'][number];
type Made = RefundsAnswer['made'][number];

const orderLink = (row: { orderId: string; orderNumber: string }) => (
  <Link to={`/admin/orders/${row.orderId}`} className="text-blue-800 underline dark:text-blue-300">
    #{row.orderNumber}
  </Link>
);

/** Orders owed money back now, and the refunds made in the range. */
export function RefundsTables({ refunds }: { refunds: RefundsAnswer }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-6">
      <section aria-labelledby="refunds-due">
        <h3 id="refunds-due" className="mb-2 font-semibold">
          {t('money.refunds.due', { amount: formatInr(refunds.totals.due) })}
        </h3>
        {refunds.due.length === 0 ? (
          <p>{t('money.refunds.noneDue')}</p>
        ) : (
          <MoneyTable<Due>
            caption={t('money.refunds.dueCaption')}
            rows={refunds.due}
            rowKey={(row) => row.orderId}
            columns={[
              { header: t('money.order'), cell: orderLink },
              { header: t('money.customer'), cell: (row) => row.customer },
              { header: t('money.amount'), cell: (row) => formatInr(row.amount), amount: true },
            ]}
          />
        )}
      </section>
      <section aria-labelledby="refunds-made">
        <h3 id="refunds-made" className="mb-2 font-semibold">
          {t('money.refunds.made', { amount: formatInr(refunds.totals.made) })}
        </h3>
        {refunds.made.length === 0 ? (
          <p>{t('money.refunds.noneMade')}</p>
        ) : (
          <MoneyTable<Made>
            caption={t('money.refunds.madeCaption')}
            rows={refunds.made}
            rowKey={(row) => row.id}
            columns={[
              { header: t('money.date'), cell: (row) => formatDateTime(row.at, i18n.language) },
              { header: t('money.order'), cell: orderLink },
              { header: t('money.customer'), cell: (row) => row.customer },
              { header: t('money.method'), cell: (row) => t(`money.methods.${row.method}`) },
              { header: t('money.reason'), cell: (row) => row.reason },
              { header: t('money.amount'), cell: (row) => formatInr(row.amount), amount: true },
            ]}
          />
        )}
      </section>
    </div>
  );
}
