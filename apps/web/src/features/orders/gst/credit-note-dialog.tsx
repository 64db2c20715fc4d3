import { creditNoteBody } from '@karigar/domain/credit-note';
import { formatInr } from '@karigar/domain/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { ModalForm } from '../../../components/ui/modal-form';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-text';
import { notifyOnScreen } from '../../../lib/notify';
import { useIssueCreditNote } from './gst-api';

interface CreditNoteValues {
  amount: string;
  reason: string;
}

const fields = ['amount', 'reason'] as const;

/** The admin issues a credit note: the amount (all that is left to credit unless changed) and the reason. */
export function CreditNoteDialog({
  orderId,
  creditable,
  onClose,
}: {
  orderId: string;
  /** Rupees of the invoice not yet credited. */
  creditable: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const issue = useIssueCreditNote(orderId);
  const { register, handleSubmit, setError, formState } = useForm<CreditNoteValues>({
    defaultValues: { amount: String(creditable), reason: '' },
  });
  const fieldError = (field: keyof CreditNoteValues) => fieldErrorText(t, formState.errors[field]?.message);

  const onSubmit = handleSubmit((form) => {
    const amount = form.amount.trim() === '' ? Number.NaN : Number(form.amount);
    const checked = creditNoteBody.safeParse({ reason: form.reason, amount: Number.isFinite(amount) ? amount : -1 });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fields.find((name) => name === issue.path[0]);
        if (field) setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    issue.mutate(checked.data, {
      onSuccess: () => {
        notifyOnScreen('success', t('creditNotes.issued'));
        onClose();
      },
      onError: (error) => {
        showFieldErrors(error, fields, setError);
        notifyOnScreen('error', apiErrorText(t, error, t('creditNotes.failed')));
      },
    });
  });

  return (
    <ModalForm
      title={t('creditNotes.issueTitle')}
      submitLabel={t('creditNotes.issue')}
      busyLabel={t('creditNotes.issuing')}
      busy={issue.isPending}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <p className="text-slate-700 dark:text-slate-300">
        {t('creditNotes.creditable', { amount: formatInr(creditable) })}
      </p>
      <TextField
        label={t('creditNotes.amount')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={creditable}
        hint={t('creditNotes.amountHint')}
        error={fieldError('amount')}
        {...register('amount')}
      />
      <TextField label={t('creditNotes.reason')} error={fieldError('reason')} {...register('reason')} />
    </ModalForm>
  );
}
