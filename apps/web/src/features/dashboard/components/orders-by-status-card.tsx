import { orderStatuses } from '@karigar/domain/order';
import { type OrderStats } from '@karigar/domain/order-answer';
import { Package } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { orderStatusLabelKeys, ordersWithStatus } from '../status-labels';
import { StatusChart } from './charts/lazy-charts';

/**
 * How many orders are in each status, each linking to the orders list filtered to it, with a bar
 * chart of the same numbers (hidden from screen readers: the list says it).
 */
export function OrdersByStatusCard({ stats }: { stats: OrderStats | undefined }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="orders-by-status-heading" className="min-w-0">
      <h2 id="orders-by-status-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Package aria-hidden="true" className="size-5 text-blue-700 dark:text-blue-300" />
        {t('dashboard.ordersByStatus')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
        {orderStatuses.map((status) => (
          <li key={status}>
            <Link
              to={ordersWithStatus(status)}
              className="flex items-center justify-between gap-3 py-2 hover:text-blue-800 dark:hover:text-blue-200"
            >
              <span>{t(orderStatusLabelKeys[status])}</span>{' '}
              <span className="font-semibold tabular-nums" data-testid={`orders-${status}`}>
                {stats ? stats.byStatus[status] : '…'}
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/admin/orders"
            className="flex items-center justify-between gap-3 py-2 font-semibold hover:text-blue-800 dark:hover:text-blue-200"
          >
            <span>{t('dashboard.allOrders')}</span>{' '}
            <span className="tabular-nums" data-testid="orders-total">
              {stats ? stats.total : '…'}
            </span>
          </Link>
        </li>
      </ul>
      {stats && (
        <div aria-hidden="true" className="mt-4 h-48 w-full min-w-0 text-slate-600 dark:text-slate-300">
          <Suspense fallback={null}>
            <StatusChart byStatus={stats.byStatus} />
          </Suspense>
        </div>
      )}
    </Card>
  );
}
