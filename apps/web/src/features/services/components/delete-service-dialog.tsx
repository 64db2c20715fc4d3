import type { Service } from '@karigar/domain/service';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { serviceName } from '../../../lib/service-text';
import { useDeleteService } from '../api/delete-service';

interface DeleteServiceDialogProps {
  service: Pick<Service, '_id' | 'name' | 'nameMr'>;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Asks before deleting a service. The server archives a service that quotations or orders refer
 * to instead of deleting it; the toast says which happened.
 */
export function DeleteServiceDialog({ service, onClose, onDeleted }: DeleteServiceDialogProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteService();
  const onConfirm = () =>
    remove.mutate(service._id, {
      onSuccess: (answer) => {
        notify('success', t(answer.archived ? 'catalog.admin.archived' : 'catalog.admin.deleted'));
        onClose();
        onDeleted?.();
      },
      onError: () => notify('error', t('errors.deleteServiceFailed')),
    });

  return (
    <ConfirmDialog
      title={t('catalog.admin.deleteTitle')}
      text={t('catalog.admin.deleteText', { name: serviceName(service, i18n.language) })}
      confirmLabel={t('catalog.admin.delete')}
      busyLabel={t('catalog.admin.deleting')}
      danger
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
