import { formatInr } from '@karigar/domain/money';
import type { UserRecords as Records } from '@karigar/domain/user-records';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { StatusBadge, statusTone } from '../../../components/ui/status-badge';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { serviceName } from '../../../lib/service-text';
import { useUserRecords } from '../api/get-user-records';

const orderStatusKeys = {
  Pending: 'status.order.pending',
  Confirmed: 'status.order.confirmed',
  'In Progress': 'status.order.inProgress',
  Completed: 'status.order.completed',
  Cancelled: 'status.order.cancelled',
} as const;
const quotationStatusKeys = {
  Pending: 'status.quotation.pending',
  Accepted: 'status.quotation.accepted',
  Rejected: 'status.quotation.rejected',
  Revised: 'status.quotation.revised',
} as const;

interface RecordRow {
  id: string;
  to: string;
  title: string;
  badge: { tone: ReturnType<typeof statusTone>; label: string };
  amount: number;
  createdAt: string;
}

function RecordList({
  title,
  rows,
  shown,
  total,
  empty,
}: {
  title: string;
  rows: RecordRow[];
  shown: number;
  total: number;
  empty: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card aria-label={title}>
      <h2 className="text-xl font-semibold">
        {title} <span className="text-base font-normal text-slate-600 dark:text-slate-300">({total})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <TextLink to={row.to}>{row.title}</TextLink>
                <p className="text-sm text-slate-600 dark:text-slate-300">{formatDate(row.createdAt, i18n.language)}</p>
              </div>
              <div className="flex items-center gap-3">
                <span className="whitespace-nowrap font-medium">{formatInr(row.amount)}</span>
                <StatusBadge tone={row.badge.tone} label={row.badge.label} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > shown && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('users.detail.newest', { shown, total })}</p>
      )}
    </Card>
  );
}

function orderRows(t: TFunction, language: string, records: Records): RecordRow[] {
  return records.orders.map((o) => ({
    id: o._id,
    to: `/admin/orders/${o._id}`,
    title: `${o.orderNumber} · ${serviceName({ name: o.serviceName, nameMr: o.serviceNameMr }, language)}`,
    badge: { tone: statusTone('order', o.status), label: t(orderStatusKeys[o.status]) },
    amount: o.totalAmount,
    createdAt: o.createdAt,
  }));
}

function quotationRows(t: TFunction, language: string, records: Records): RecordRow[] {
  return records.quotations.map((q) => ({
    id: q._id,
    to: `/admin/quotations/${q._id}`,
    title: serviceName({ name: q.serviceName, nameMr: q.serviceNameMr }, language),
    badge: { tone: statusTone('quotation', q.quotationStatus), label: t(quotationStatusKeys[q.quotationStatus]) },
    amount: q.totalAmount,
    createdAt: q.createdAt,
  }));
}

/** The person's newest quotations and orders, each linking to its page. */
export function UserRecords({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const records = useUserRecords(userId);
  if (records.isPending) return <LoadingState label={t('common.loading')} />;
  if (records.isError) return <Alert tone="error">{t('users.detail.recordsFailed')}</Alert>;
  const data = records.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RecordList
        title={t('users.detail.quotations')}
        rows={quotationRows(t, i18n.language, data)}
        shown={data.quotations.length}
        total={data.totalQuotations}
        empty={t('users.detail.noQuotations')}
      />
      <RecordList
        title={t('users.detail.orders')}
        rows={orderRows(t, i18n.language, data)}
        shown={data.orders.length}
        total={data.totalOrders}
        empty={t('users.detail.noOrders')}
      />
    </div>
  );
}
