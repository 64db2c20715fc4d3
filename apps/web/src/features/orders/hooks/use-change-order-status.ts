import type { OrderStatus } from '@karigar/domain/order';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { orderStatusKeys } from '../order-labels';

/**
 * The admin's status change: PATCH, reload the orders, then 'Order status updated to {status}!'
 * (or the server's reason it failed). `changingId` is the order being changed.
 */
export function useChangeOrderStatus() {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus();
  const change = (orderId: string, status: OrderStatus) =>
    update.mutate(
      { orderId, status },
      {
        onSuccess: () =>
          notifyOnScreen('success', t('toasts.orderStatusUpdated', { status: t(orderStatusKeys[status]) })),
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.updateOrderStatusFailed'))),
      },
    );
  return { change, changingId: update.isPending ? update.variables.orderId : null };
}
