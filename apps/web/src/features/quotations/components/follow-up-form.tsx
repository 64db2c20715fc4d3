import { followUpProblem } from '@karigar/domain/quotation-rules';
import { MIN_FOLLOW_UP_PRICE } from '@karigar/domain/quotation';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { notifyOnScreen } from '../../../lib/notify';
import { useSendFollowUp } from '../api/send-follow-up';
import { FollowUpTotal } from './follow-up-total';
import { serverErrorText } from '../../../lib/api-errors';
import { errorCodeText } from '../../../lib/error-text';

interface FollowUpFormProps {
  quotation: Quotation;
  onSent?: () => void;
  /** Called after Cancel has emptied the form (e.g. to close its dialog). */
  onCancel?: () => void;
}

/**
 * The workshop's follow-up (spec section 5): a new price per unit (at least ₹0.01; empty is sent
 * as null) and a note; one of them is needed. The total the customer would pay shows before
 * sending; Cancel empties the form. Sending is possible only while the form is valid. A refusal
 * from the server says 'Failed to send follow-up' (and shows its reason); a failure without a
 * server message (network) says 'Follow-up failed due to unexpected error'.
 */
export function FollowUpForm({ quotation, onSent, onCancel }: FollowUpFormProps) {
  const { t } = useTranslation();
  const problemId = useId();
  const send = useSendFollowUp();
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const newPrice = price.trim() === '' ? null : Number(price);
  const problem = followUpProblem({ newPrice, followUpNote: note });
  const reset = () => {
    setPrice('');
    setNote('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || send.isPending) return;
    send.mutate(
      { id: quotation._id, body: { newPrice, followUpNote: note.trim() } },
      {
        onSuccess: () => {
          notifyOnScreen('success', t('toasts.followUpSent'));
          reset();
          onSent?.();
        },
        onError: (error) =>
          notifyOnScreen(
            'error',
            serverErrorText(t, error) ? t('errors.sendFollowUpFailed') : t('errors.followUpUnexpected'),
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('quotations.followUp.title')}>
      {send.isError && <Alert tone="error">{serverErrorText(t, send.error) ?? t('errors.followUpUnexpected')}</Alert>}
      <TextField
        label={t('quotations.followUp.newPrice')}
        hint={t('quotations.followUp.newPriceHint')}
        type="number"
        inputMode="decimal"
        min={MIN_FOLLOW_UP_PRICE}
        step="0.01"
        value={price}
        onChange={(event) => setPrice(event.target.value)}
      />
      <FollowUpTotal quotation={quotation} newPrice={newPrice !== null && newPrice > 0 ? newPrice : null} />
      <TextAreaField
        label={t('quotations.followUp.note')}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem && (
        <p id={problemId} className="text-sm text-slate-700 dark:text-slate-300">
          {errorCodeText(t, problem)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={problem !== null || send.isPending}
          aria-describedby={problem ? problemId : undefined}
        >
          {send.isPending ? t('quotations.followUp.sending') : t('quotations.followUp.submit')}
        </Button>
        <Button
          variant="secondary"
          disabled={send.isPending}
          onClick={() => {
            reset();
            onCancel?.();
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
