import type { OrderStatus } from '@karigar/domain/order';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusTone } from '../../../components/ui/status-badge';
import { orderStatusKeys } from '../order-labels';

/** An order's status as a read-only coloured badge (customers' view). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={statusTone('order', status)} label={t(orderStatusKeys[status])} />;
}
