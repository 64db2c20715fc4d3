import { isEditable, isQuotationActionOffered } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAcceptOnlyPriced } from '../api/workshop-settings';
import { AcceptButton, acceptState } from './accept-button';
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
 * Accept waits for the workshop (that follow-up, its answer to the customer's own changes, or its
 * price when it lets customers accept only priced quotations), the reason is shown, with Accept
 * disabled while it stays offered.
 */
export function CustomerActions({ quotation: q, onEdit }: CustomerActionsProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const decision = useQuotationDecision();
  const open = isEditable(q);
  const accept = acceptState(q, useAcceptOnlyPriced());
  const acceptProblem = accept.problem;
  const offersReject = isQuotationActionOffered({ ...q, acceptOnlyPriced: false }, 'reject');
  const reason = open && acceptProblem ? errorCodeText(t, acceptProblem) : null;
  return (
    <div className="space-y-3">
      {open && (
        <div className="flex flex-wrap gap-3">
          {accept.offered && (
            <AcceptButton
              quotation={q}
              refused={acceptProblem !== null}
              describedBy={reason ? reasonId : undefined}
              onAccept={() => decision.ask(q, 'accept')}
            />
          )}
          {offersReject && (
            <Button variant="danger" onClick={() => decision.ask(q, 'reject')}>
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
