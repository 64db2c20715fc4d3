import type { Order } from '@karigar/domain/order';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface DeleteOrderModalProps {
  order: Order;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an order is deleted. */
export function DeleteOrderModal({ order, deleting, onConfirm, onClose }: DeleteOrderModalProps) {
  const { t } = useTranslation();
  return (
    <Modal title={t('orders.deleteTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <p>{t('orders.deleteConfirm', { ref: order.orderNumber, name: order.name })}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={deleting} onClick={onConfirm}>
          {deleting ? t('orders.deleting') : t('orders.confirmDelete')}
        </Button>
      </div>
    </Modal>
  );
}
