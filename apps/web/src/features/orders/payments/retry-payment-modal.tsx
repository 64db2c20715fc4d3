import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

/** 'Retry Payment: Your last payment attempt failed. Do you want to try again?' */
export function RetryPaymentModal({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('payments.retryTitle')} closeLabel={t('common.close')} onClose={onClose}>
      <p>{t('payments.retryText')}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          {t('payments.no')}
        </Button>
        <Button onClick={onRetry}>{t('payments.yes')}</Button>
      </div>
    </Modal>
  );
}
