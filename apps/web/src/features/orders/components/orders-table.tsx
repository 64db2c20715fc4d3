import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';
import { orderServiceName } from '../../../lib/service-text';
import { listedPrice, orderOriginKeys } from '../order-labels';
import { OrderPaymentCell } from './order-payment-cell';
import { OrderStatusBadge } from './order-status-badge';
import { OrderStatusSelect } from './order-status-select';

interface OrdersTableProps {
  orders: Order[];
  /**
   * Admins get the Customer and Action columns (status drop-down and delete); customers, who see only
   * their own orders, a read-only badge.
   */
  isAdmin: boolean;
  /** The order whose status is being changed (its drop-down waits). */
  changingId: string | null;
  onStatusChange: (order: Order, status: Order['status']) => void;
  onDelete: (order: Order) => void;
}

const cell = 'px-3 py-3 align-middle';

/** The orders table; it scrolls sideways on small screens. */
export function OrdersTable({ orders, isAdmin, changingId, onStatusChange, onDelete }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const detailBase = isAdmin ? '/admin/orders' : '/user/orders';
  const headers = [
    t('orders.columns.order'),
    ...(isAdmin ? [t('orders.columns.customer')] : []),
    t('orders.columns.service'),
    t('orders.columns.quantity'),
    t('orders.columns.price'),
    t('orders.columns.status'),
    t('orders.columns.payment'),
    t('orders.columns.origin'),
    t('orders.columns.created'),
    ...(isAdmin ? [t('orders.columns.action')] : []),
  ];

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`${cell} font-semibold text-slate-700 dark:text-slate-200`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-700 dark:bg-slate-900">
          {orders.map((order) => {
            const price = listedPrice(order);
            return (
              <tr key={order._id}>
                <td className={`${cell} font-mono`}>
                  <TextLink to={`${detailBase}/${order._id}`}>{order.orderNumber}</TextLink>
                </td>
                {isAdmin && <td className={cell}>{order.name}</td>}
                <td className={cell}>{orderServiceName(order, i18n.language)}</td>
                <td className={cell}>{order.quantity}</td>
                <td className={`${cell} whitespace-nowrap`}>
                  {price === null ? t('common.notAvailable') : formatInr(price)}
                </td>
                <td className={cell}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={cell}>
                  <OrderPaymentCell order={order} />
                </td>
                <td className={cell}>{t(orderOriginKeys[order.origin])}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDate(order.createdAt, i18n.language)}</td>
                {isAdmin && (
                  <td className={cell}>
                    <div className="flex items-center gap-2">
                      <OrderStatusSelect
                        value={order.status}
                        label={t('orders.statusOf', { ref: order.orderNumber })}
                        disabled={changingId === order._id}
                        onChange={(status) => onStatusChange(order, status)}
                      />
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={t('orders.deleteOrder', { ref: order.orderNumber })}
                        onClick={() => onDelete(order)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('orders.delete')}
                      </Button>
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
