import { formatInr, toPaise } from '@karigar/domain/money';
import { issueCode } from '@karigar/domain/error-codes';
import type { Order } from '@karigar/domain/order-answer';
import {
  indiaDate,
  recordedPaymentMethods,
  recordPaymentBody,
  type RecordedPaymentMethod,
} from '@karigar/domain/recorded-payment';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { ModalForm } from '../../../components/ui/modal-form';
import { SelectField } from '../../../components/ui/select-field';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useRecordPayment } from './api/record-payment';

interface RecordPaymentValues {
  method: RecordedPaymentMethod;
  amount: string;
  paidAt: string;
  reference: string;
}

const fields = ['method', 'amount', 'paidAt', 'reference'] as const;

/** The admin records money received outside the checkout: method, amount (the amount due unless changed), date, reference. */
export function RecordPaymentDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useRecordPayment(order._id);
  const today = indiaDate(new Date());
  const { register, handleSubmit, setError, formState } = useForm<RecordPaymentValues>({
    defaultValues: { method: 'cash', amount: String(order.amountDue), paidAt: today, reference: '' },
  });
  const fieldError = (field: keyof RecordPaymentValues) => fieldErrorText(t, formState.errors[field]?.message);

  const onSubmit = handleSubmit((form) => {
    const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount);
    const checked = recordPaymentBody.safeParse({ ...form, amount: Number.isFinite(amount) ? amount : undefined });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fields.find((name) => name === issue.path[0]);
        if (field) setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    if (toPaise(checked.data.amount) > toPaise(order.amountDue)) {
      setError('amount', { type: 'validate', message: issueCode('AMOUNT_OVER_DUE') });
      return;
    }
    record.mutate(checked.data, {
      onSuccess: () => {
        notifyOnScreen('success', t('payments.record.recorded'));
        onClose();
      },
      onError: (error) => {
        showFieldErrors(error, fields, setError);
        notifyOnScreen('error', apiErrorText(t, error, t('payments.record.failed')));
      },
    });
  });

  return (
    <ModalForm
      title={t('payments.record.title')}
      submitLabel={t('payments.record.submit')}
      busyLabel={t('payments.record.saving')}
      busy={record.isPending}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <p className="text-slate-700 dark:text-slate-300">
        {t('payments.record.due', { amount: formatInr(order.amountDue) })}
      </p>
      <SelectField label={t('payments.record.method')} error={fieldError('method')} {...register('method')}>
        {recordedPaymentMethods.map((method) => (
          <option key={method} value={method}>
            {t(`payments.methods.${method}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('payments.record.amount')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={order.amountDue}
        hint={t('payments.record.amountHint')}
        error={fieldError('amount')}
        {...register('amount')}
      />
      <TextField
        label={t('payments.record.date')}
        type="date"
        max={today}
        error={fieldError('paidAt')}
        {...register('paidAt')}
      />
      <TextField
        label={t('payments.record.reference')}
        hint={t('payments.record.referenceHint')}
        autoComplete="off"
        error={fieldError('reference')}
        {...register('reference')}
      />
    </ModalForm>
  );
}
