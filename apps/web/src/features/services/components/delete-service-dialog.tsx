import type { Service } from '@karigar/domain/service';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
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
    <Modal title={t('catalog.admin.deleteTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <p className="text-slate-700 dark:text-slate-300">
        {t('catalog.admin.deleteText', { name: serviceName(service, i18n.language) })}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={onConfirm}>
          {remove.isPending ? t('catalog.admin.deleting') : t('catalog.admin.delete')}
        </Button>
      </div>
    </Modal>
  );
}
