import { isEditable, isQuotationActionOffered, quotationActionProblem } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NewOrderNotice } from './new-order-notice';
import { useQuotationDecision } from '../hooks/use-quotation-decision';
import { errorCodeText } from '../../../lib/error-text';

interface CustomerActionsProps {
  quotation: Quotation;
  onEdit: () => void;
}

/**
 * The owner's Accept and Reject (confirmed first) and Edit Request, each shown only while the
 * quotation is undecided for it (the same domain rule as the server's): a decided quotation shows
 * none of them, a Rejected one no second Reject, nor Accept before the workshop's follow-up. When
 * Accept waits for the workshop (that follow-up, or its answer to the customer's own changes), the
 * reason is shown, with Accept disabled while it stays offered.
 */
export function CustomerActions({ quotation: q, onEdit }: CustomerActionsProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const decision = useQuotationDecision();
  const open = isEditable(q);
  const acceptProblem = quotationActionProblem(q, 'accept');
  const offersAccept = isQuotationActionOffered(q, 'accept');
  const offersReject = isQuotationActionOffered(q, 'reject');
  const reason = open && acceptProblem ? errorCodeText(t, acceptProblem) : null;
  return (
    <div className="space-y-3">
      {open && (
        <div className="flex flex-wrap gap-3">
          {offersAccept && (
            <Button
              disabled={acceptProblem !== null}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => decision.ask(q._id, 'accept')}
            >
              {t('quotations.table.accept')}
            </Button>
          )}
          {offersReject && (
            <Button variant="danger" onClick={() => decision.ask(q._id, 'reject')}>
              {t('quotations.table.reject')}
            </Button>
          )}
          <Button variant="secondary" onClick={onEdit}>
            {t('quotations.detail.editRequest')}
          </Button>
        </div>
      )}
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
