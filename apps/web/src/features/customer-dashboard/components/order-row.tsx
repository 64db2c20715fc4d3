import { formatInr } from '@karigar/domain/money';
import type { OrderStatus } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { StatusBadge, statusTone } from '../../../components/ui/status-badge';
import { TextLink } from '../../../components/ui/text-link';
import { orderServiceName } from '../../../lib/service-text';

const statusKeys = {
  Pending: 'pending',
  Confirmed: 'confirmed',
  'In Progress': 'inProgress',
  Completed: 'completed',
  Cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, string>;

/**
 * One of the customer's orders: its number (to the order), service, amount and status; `withPay`
 * adds Pay (to the order's payment) while the order can still be paid.
 */
export function OrderRow({ order, withPay }: { order: Order; withPay: boolean }) {
  const { t, i18n } = useTranslation();
  const href = `/user/orders/${order._id}`;
  const payable = withPay && order.status !== 'Cancelled' && order.paymentStatus !== 'paid';
  const amount = order.paymentStatus === 'paid' ? order.totalAmount : order.amountDue;
  return (
    <>
      <div className="min-w-0">
        <TextLink to={href} className="font-mono">
          {order.orderNumber}
        </TextLink>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {orderServiceName(order, i18n.language)} · {formatInr(amount)} · {t(`status.payment.${order.paymentStatus}`)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <StatusBadge tone={statusTone('order', order.status)} label={t(`status.order.${statusKeys[order.status]}`)} />
        {payable && (
          <Link to={`${href}#payment`} className={buttonClasses('primary', 'sm')}>
            <CreditCard aria-hidden="true" className="size-4" />
            {t('customerDashboard.pay', { order: order.orderNumber })}
          </Link>
        )}
      </div>
    </>
  );
}
