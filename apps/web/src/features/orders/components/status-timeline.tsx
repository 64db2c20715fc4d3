import type { OrderStatusChange } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { orderStatusKeys } from '../order-labels';

/** The order's status history, oldest first: who changed it, from what, to what and when. */
export function StatusTimeline({ history }: { history: OrderStatusChange[] }) {
  const { t, i18n } = useTranslation();
  if (history.length === 0) return <p>{t('orders.detail.noHistory')}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-6 dark:border-slate-700">
      {history.map((entry, index) => {
        const to = t(orderStatusKeys[entry.to]);
        return (
          <li key={`${entry.createdAt}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[31px] top-1.5 size-3 rounded-full border-2 border-white bg-blue-600 dark:border-slate-900"
            />
            <p className="font-medium">
              {entry.from === null
                ? t('orders.detail.timelineCreated', { to })
                : t('orders.detail.timelineChange', { from: t(orderStatusKeys[entry.from]), to })}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {formatDateTime(entry.createdAt, i18n.language)}
              {entry.actor && ` · ${t('orders.detail.by', { name: entry.actor.name })}`}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
