import type { Order } from '@karigar/domain/order-answer';
import { hasReceivedPayment } from '@karigar/domain/order-transitions';
import { MoreVertical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useDeleteOrder } from '../api/delete-order';

/** An order may be deleted only while nothing was received or invoiced for it; otherwise it is cancelled. */
export const isOrderDeletable = (order: Order): boolean => !hasReceivedPayment(order) && order.invoice === null;

interface OrderMoreMenuProps {
  order: Order;
  /** Cancelling goes through the status change (its confirmation asks for a refund note when money was received). */
  onCancel: () => void;
}

/**
 * The order page's overflow menu (admins): Delete, with the reason it is final in its confirmation,
 * for an order made by mistake; Cancel instead once money was received or an invoice issued.
 */
export function OrderMoreMenu({ order, onCancel }: OrderMoreMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteOrder();
  const [confirming, setConfirming] = useState(false);
  const deletable = isOrderDeletable(order);
  const items: ActionMenuItem[] = [];
  if (order.status !== 'Cancelled') items.push({ label: t('orders.more.cancel'), onSelect: onCancel });
  if (deletable) items.push({ label: t('orders.more.delete'), danger: true, onSelect: () => setConfirming(true) });
  if (items.length === 0) return null;

  const confirmDelete = () =>
    remove.mutate(order._id, {
      onSuccess: () => {
        notifyOnScreen('success', t('toasts.orderDeleted'));
        void navigate('/admin/orders');
      },
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.deleteOrderFailed'))),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <ActionMenu
        label={t('orders.more.label', { ref: order.orderNumber })}
        items={items}
        buttonClassName={buttonClasses('secondary', 'sm')}
      >
        <MoreVertical aria-hidden="true" className="size-4" />
        {t('common.more')}
      </ActionMenu>
      {confirming && (
        <ConfirmDialog
          title={t('orders.deleteTitle')}
          text={t('orders.more.deleteConfirm', { ref: order.orderNumber, name: order.name })}
          confirmLabel={t('orders.confirmDelete')}
          busyLabel={t('orders.deleting')}
          danger
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
