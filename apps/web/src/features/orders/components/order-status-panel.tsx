import type { OrderStatus } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';

/** The usual next step of an order in each status, and its button's bundle key; none once it is closed. */
const nextSteps = {
  Pending: { to: 'Confirmed', key: 'orders.nextStep.confirm' },
  Confirmed: { to: 'In Progress', key: 'orders.nextStep.start' },
  'In Progress': { to: 'Completed', key: 'orders.nextStep.complete' },
} as const satisfies Partial<Record<OrderStatus, { to: OrderStatus; key: string }>>;

const nextStepOf = (status: OrderStatus) => (status in nextSteps ? nextSteps[status as keyof typeof nextSteps] : null);

interface OrderStatusPanelProps {
  order: Order;
  /** A change is on its way to the server. */
  busy: boolean;
  onChoose: (status: OrderStatus) => void;
}

/**
 * The admin's status control at the top of the order page: the status, the next step as one button
 * ('Start work →') and, set apart, any other status (decision 018: any move stays possible).
 */
export function OrderStatusPanel({ order, busy, onChoose }: OrderStatusPanelProps) {
  const { t } = useTranslation();
  const next = nextStepOf(order.status);
  return (
    <section
      aria-labelledby="order-status-heading"
      className="flex flex-wrap items-center gap-x-6 gap-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-3">
        <h2 id="order-status-heading" className="text-lg font-semibold">
          {t('orders.detail.status')}
        </h2>
        <span className="origin-left scale-125">
          <OrderStatusBadge status={order.status} />
        </span>
      </div>
      {next && (
        <Button disabled={busy} onClick={() => onChoose(next.to)}>
          {t(next.key)}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      <div className="flex items-center gap-2 text-sm text-slate-700 sm:ms-auto dark:text-slate-300">
        <span aria-hidden="true">{t('orders.detail.statusLabel')}</span>
        <OrderStatusSelect order={order} label={t('orders.detail.statusLabel')} disabled={busy} onChange={onChoose} />
      </div>
    </section>
  );
}
