import { useTranslation } from 'react-i18next';
import { ModalForm } from '../../../components/ui/modal-form';

/** 'Retry Payment: Your last payment attempt failed. Do you want to try again?' */
export function RetryPaymentModal({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalForm
      title={t('payments.retryTitle')}
      submitLabel={t('payments.yes')}
      cancelLabel={t('payments.no')}
      onSubmit={onRetry}
      onClose={onClose}
    >
      <p>{t('payments.retryText')}</p>
    </ModalForm>
  );
}
