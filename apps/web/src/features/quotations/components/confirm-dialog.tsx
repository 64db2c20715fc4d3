import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface ConfirmDialogProps {
  title: string;
  text: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure…?" with Confirm and Cancel. */
export function ConfirmDialog({ title, text, busy = false, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal title={title} closeLabel={t('common.close')} onClose={onClose}>
      <p className="text-slate-800 dark:text-slate-200">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
          {t('quotations.confirm.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
