import { formatInr } from '@karigar/domain/money';
import type { Order } from '@karigar/domain/order-answer';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
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
   * Admins get the Customer and Action columns (the status drop-down; Delete is only on the order's
   * page); customers, who see only their own orders, a read-only badge.
   */
  isAdmin: boolean;
  /** The order whose status is being changed (its drop-down waits). */
  changingId: string | null;
  onStatusChange: (order: Order, status: Order['status']) => void;
}

/** The orders table (one card per order on phones), with the admin's status drop-down on each row. */
export function OrdersTable({ orders, isAdmin, changingId, onStatusChange }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const detailBase = isAdmin ? '/admin/orders' : '/user/orders';
  const columns: TableColumn<Order>[] = [
    {
      header: t('orders.columns.order'),
      card: 'title',
      className: 'font-mono',
      cell: (order) => <TextLink to={`${detailBase}/${order._id}`}>{order.orderNumber}</TextLink>,
    },
    ...(isAdmin ? [{ header: t('orders.columns.customer'), cell: (order: Order) => order.name }] : []),
    { header: t('orders.columns.service'), cell: (order) => orderServiceName(order, i18n.language) },
    { header: t('orders.columns.quantity'), cell: (order) => order.quantity },
    {
      header: t('orders.columns.price'),
      className: 'whitespace-nowrap',
      cell: (order) => {
        const price = listedPrice(order);
        return price === null ? t('common.notAvailable') : formatInr(price);
      },
    },
    { header: t('orders.columns.status'), card: 'badge', cell: (order) => <OrderStatusBadge status={order.status} /> },
    { header: t('orders.columns.payment'), cell: (order) => <OrderPaymentCell order={order} /> },
    { header: t('orders.columns.origin'), cell: (order) => t(orderOriginKeys[order.origin]) },
    {
      header: t('orders.columns.created'),
      className: 'whitespace-nowrap',
      cell: (order) => formatDate(order.createdAt, i18n.language),
    },
    ...(isAdmin
      ? [
          {
            header: t('orders.columns.action'),
            card: 'action' as const,
            cell: (order: Order) => (
              <OrderStatusSelect
                order={order}
                label={t('orders.statusOf', { ref: order.orderNumber })}
                disabled={changingId === order._id}
                onChange={(status) => onStatusChange(order, status)}
              />
            ),
          },
        ]
      : []),
  ];
  return <ResponsiveTable rows={orders} rowKey={(order) => order._id} columns={columns} />;
}
