import type { QuotationAction } from '@karigar/domain/quotation';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyOnScreen } from '../../../lib/notify';
import { useActOnQuotation } from '../api/act-on-quotation';
import { apiErrorText } from '../../../lib/api-errors';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { acceptConfirmText } from '../accept-price';

interface Asked {
  quotation: Quotation;
  action: QuotationAction;
}

/**
 * The customer's accept and reject, each confirmed first ('Are you sure you want to accept this
 * quotation?', followed for accept by the quantity, unit price and total incl. GST the order will
 * have); done, they say 'Status updated successfully'. An accepted quotation's new order id
 * is kept so the screen can link to it.
 */
export function useQuotationDecision() {
  const { t } = useTranslation();
  const act = useActOnQuotation();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [newOrderId, setNewOrderId] = useState<string | null>(null);

  const confirm = () => {
    if (!asked) return;
    act.mutate(
      { id: asked.quotation._id, action: asked.action },
      {
        onSuccess: (answer) => {
          if (!answer.quotationId) notifyOnScreen('error', t('errors.missingQuotationId'));
          else notifyOnScreen('success', t('toasts.statusUpdated'));
          if (answer.orderId) setNewOrderId(answer.orderId);
        },
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('errors.updateQuotationFailed'))),
        onSettled: () => setAsked(null),
      },
    );
  };

  const dialog = asked && (
    <ConfirmDialog
      confirmLabel={t('quotations.confirm.confirm')}
      title={t(asked.action === 'accept' ? 'quotations.confirm.acceptTitle' : 'quotations.confirm.rejectTitle')}
      text={asked.action === 'accept' ? acceptConfirmText(t, asked.quotation) : t('quotations.confirm.rejectText')}
      danger={asked.action === 'reject'}
      busy={act.isPending}
      onConfirm={confirm}
      onClose={() => setAsked(null)}
    />
  );

  const ask = (quotation: Quotation, action: QuotationAction) => setAsked({ quotation, action });
  return { ask, dialog, newOrderId };
}
