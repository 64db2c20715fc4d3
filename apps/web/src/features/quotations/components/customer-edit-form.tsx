import type { Quotation } from '@karigar/domain/quotation-answer';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { notifyOnScreen } from '../../../lib/notify';
import { useUpdateQuotation } from '../api/update-quotation';
import { apiErrorText } from '../../../lib/api-errors';

/** The customer changes their request's details, modification and quantity (it goes back to Pending). */
export function CustomerEditForm({ quotation: q, onDone }: { quotation: Quotation; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateQuotation();
  const [details, setDetails] = useState(q.description);
  const [modification, setModification] = useState(q.modification);
  const [quantity, setQuantity] = useState(String(q.quantity));
  const quantityValue = Number(quantity);
  const quantityOk = quantity.trim() !== '' && Number.isInteger(quantityValue) && quantityValue >= 1;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!quantityOk) return;
    update.mutate(
      { id: q._id, body: { description: details, modification, quantity: quantityValue, __v: q.__v } },
      {
        onSuccess: () => {
          notifyOnScreen('success', t('toasts.quotationUpdated'));
          onDone();
        },
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.updateQuotationFailed'))),
      },
    );
  };

  return (
    <Card aria-labelledby="customer-edit-heading">
      <h2 id="customer-edit-heading" className="text-xl font-semibold">
        {t('quotations.customerEdit.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-labelledby="customer-edit-heading">
        <TextAreaField
          label={t('quotations.customerEdit.details')}
          rows={4}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        <TextAreaField
          label={t('quotations.customerEdit.modification')}
          rows={3}
          value={modification}
          onChange={(event) => setModification(event.target.value)}
        />
        <TextField
          label={t('quotations.customerEdit.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          step="1"
          required
          value={quantity}
          error={quantityOk ? undefined : t('quotations.pricing.invalidQuantity')}
          onChange={(event) => setQuantity(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={update.isPending || !quantityOk}>
            {t('quotations.customerEdit.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('quotations.customerEdit.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
