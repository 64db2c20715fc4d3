import { isEditable, quotationActionProblem } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notifyOnScreen } from '../../../lib/notify';
import { NewOrderNotice } from './new-order-notice';
import { useQuotationDecision } from '../hooks/use-quotation-decision';
import { localizeQuotationMessage } from '../quotation-messages';

interface CustomerActionsProps {
  quotation: Quotation;
  onEdit: () => void;
}

/**
 * The owner's Accept and Reject (confirmed first; each enabled only where the server would allow
 * it, by the same domain rule) and Edit Request. When Accept waits for the workshop (a follow-up
 * after a rejection, or its answer to the customer's own changes), the reason is shown.
 */
export function CustomerActions({ quotation: q, onEdit }: CustomerActionsProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const decision = useQuotationDecision();
  const open = isEditable(q);
  const acceptProblem = quotationActionProblem(q, 'accept');
  const rejectProblem = quotationActionProblem(q, 'reject');
  const reason = open && acceptProblem ? localizeQuotationMessage(t, acceptProblem) : null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={acceptProblem !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => decision.ask(q._id, 'accept')}
        >
          {t('quotations.table.accept')}
        </Button>
        <Button variant="danger" disabled={rejectProblem !== null} onClick={() => decision.ask(q._id, 'reject')}>
          {t('quotations.table.reject')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => (open ? onEdit() : notifyOnScreen('warning', t('errors.cannotEditQuotation')))}
        >
          {t('quotations.detail.editRequest')}
        </Button>
      </div>
      {reason && (
        <p id={reasonId} className="text-sm text-slate-700 dark:text-slate-300">
          {reason}
        </p>
      )}
      {decision.newOrderId && <NewOrderNotice orderId={decision.newOrderId} />}
      {decision.dialog}
    </div>
  );
}
