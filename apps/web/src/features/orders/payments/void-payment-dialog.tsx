import { formatInr } from '@karigar/domain/money';
import { voidPaymentBody, type OrderPayment } from '@karigar/domain/recorded-payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { ModalForm } from '../../../components/ui/modal-form';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useVoidPayment } from './api/void-payment';

/** Voiding a recorded payment asks why; the payment stays on the order, marked voided. */
export function VoidPaymentDialog({
  orderId,
  payment,
  onClose,
}: {
  orderId: string;
  payment: OrderPayment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const voiding = useVoidPayment(orderId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const checked = voidPaymentBody.safeParse({ reason });
    if (!checked.success) {
      setError(fieldErrorText(t, checked.error.issues[0]?.message));
      return;
    }
    voiding.mutate(
      { paymentId: payment._id, reason: checked.data.reason },
      {
        onSuccess: () => {
          notifyOnScreen('success', t('payments.void.voided'));
          onClose();
        },
        onError: (failure) => notifyOnScreen('error', apiErrorText(t, failure, t('payments.void.failed'))),
      },
    );
  };

  return (
    <ModalForm
      title={t('payments.void.title')}
      submitLabel={t('payments.void.submit')}
      busyLabel={t('payments.void.voiding')}
      busy={voiding.isPending}
      danger
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-slate-800 dark:text-slate-200">
        {t('payments.void.text', { amount: formatInr(payment.amount) })}
      </p>
      <TextField
        label={t('payments.void.reason')}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
    </ModalForm>
  );
}
