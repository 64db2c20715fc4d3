import { issueCode } from '@karigar/domain/error-codes';
import { ledgerMethods, type LedgerMethod } from '@karigar/domain/ledger';
import { formatInr, toPaise } from '@karigar/domain/money';
import type { OrderPayment } from '@karigar/domain/recorded-payment';
import { createRefundBody } from '@karigar/domain/refund';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { ModalForm } from '../../../components/ui/modal-form';
import { SelectField } from '../../../components/ui/select-field';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-text';
import { notifyOnScreen } from '../../../lib/notify';
import { useCreateRefund } from './api/refunds';

interface RefundValues {
  method: LedgerMethod;
  amount: string;
  paymentId: string;
  reason: string;
}

const fields = ['method', 'amount', 'paymentId', 'reason'] as const;

/**
 * The admin refunds money of the order: the amount (what may be refunded unless changed), how it
 * goes back, which online payment for an online refund, and why.
 */
export function RefundDialog({
  orderId,
  refundable,
  onlinePayments,
  onClose,
}: {
  orderId: string;
  refundable: number;
  onlinePayments: OrderPayment[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRefund(orderId);
  const methods = ledgerMethods.filter((m) => m !== 'online' || onlinePayments.length > 0);
  const { register, handleSubmit, setError, control, formState } = useForm<RefundValues>({
    defaultValues: {
      method: onlinePayments.length > 0 ? 'online' : 'cash',
      amount: String(refundable),
      paymentId: onlinePayments[0]?._id ?? '',
      reason: '',
    },
  });
  const online = useWatch({ control, name: 'method' }) === 'online';
  const fieldError = (field: keyof RefundValues) => fieldErrorText(t, formState.errors[field]?.message);

  const onSubmit = handleSubmit((form) => {
    const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount);
    const checked = createRefundBody.safeParse({
      ...form,
      amount: Number.isFinite(amount) ? amount : undefined,
      paymentId: online ? form.paymentId : undefined,
    });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fields.find((name) => name === issue.path[0]);
        if (field) setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    if (toPaise(checked.data.amount) > toPaise(refundable)) {
      setError('amount', { type: 'validate', message: issueCode('REFUND_OVER_REFUNDABLE') });
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (answer) => {
        notifyOnScreen('success', t(`refunds.made.${answer.refund.status}`));
        onClose();
      },
      onError: (error) => {
        showFieldErrors(error, fields, setError);
        notifyOnScreen('error', apiErrorText(t, error, t('refunds.dialog.failed')));
      },
    });
  });

  return (
    <ModalForm
      title={t('refunds.dialog.title')}
      submitLabel={t('refunds.dialog.submit')}
      busyLabel={t('refunds.dialog.saving')}
      busy={create.isPending}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <p className="text-slate-700 dark:text-slate-300">
        {t('refunds.dialog.refundable', { amount: formatInr(refundable) })}
      </p>
      <TextField
        label={t('refunds.dialog.amount')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={refundable}
        error={fieldError('amount')}
        {...register('amount')}
      />
      <SelectField label={t('refunds.dialog.method')} error={fieldError('method')} {...register('method')}>
        {methods.map((method) => (
          <option key={method} value={method}>
            {t(`refunds.methods.${method}`)}
          </option>
        ))}
      </SelectField>
      {online && (
        <SelectField label={t('refunds.dialog.payment')} error={fieldError('paymentId')} {...register('paymentId')}>
          {onlinePayments.map((payment) => (
            <option key={payment._id} value={payment._id}>
              {`${formatInr(payment.amount)} · ${payment.providerPaymentId ?? ''}`}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('refunds.dialog.reason')}
        autoComplete="off"
        error={fieldError('reason')}
        {...register('reason')}
      />
    </ModalForm>
  );
}
