import type { OrderStatus } from '@karigar/domain/order';
import type { Order } from '@karigar/domain/order-answer';
import { isClosingOrReopening } from '@karigar/domain/order-transitions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { orderStatusKeys } from '../order-labels';

/**
 * The admin's status change: `choose` a status (a move to Completed or Cancelled, or back from
 * them, waits in `asking` for `confirm`, with the refund note of a paid order, or `dismiss`), then PATCH, reload the orders and
 * say 'Order status updated to {status}!' (or the server's reason it failed). `changingId` is the
 * order being changed.
 */
export function useChangeOrderStatus() {
  const { t } = useTranslation();
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<{ order: Order; status: OrderStatus } | null>(null);
  const change = (orderId: string, status: OrderStatus, refundNote?: string) =>
    update.mutate(
      { orderId, status, refundNote },
      {
        onSuccess: () =>
          notifyOnScreen('success', t('toasts.orderStatusUpdated', { status: t(orderStatusKeys[status]) })),
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.updateOrderStatusFailed'))),
      },
    );
  const choose = (order: Order, status: OrderStatus) =>
    isClosingOrReopening(order.status, status) ? setAsking({ order, status }) : change(order._id, status);
  const confirm = (refundNote?: string) => {
    if (asking) change(asking.order._id, asking.status, refundNote);
    setAsking(null);
  };
  return {
    choose,
    asking,
    confirm,
    dismiss: () => setAsking(null),
    changingId: update.isPending ? update.variables.orderId : null,
  };
}
