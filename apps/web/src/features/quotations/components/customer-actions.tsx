import { isEditable } from '@karigar/domain/quotation-rules';
import { type Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notifyOnScreen } from '../../../lib/notify';
import { NewOrderNotice } from './new-order-notice';
import { useQuotationDecision } from '../hooks/use-quotation-decision';

interface CustomerActionsProps {
  quotation: Quotation;
  onEdit: () => void;
}

/** The owner's Accept and Reject (confirmed first; not once Accepted) and Edit Request. */
export function CustomerActions({ quotation: q, onEdit }: CustomerActionsProps) {
  const { t } = useTranslation();
  const decision = useQuotationDecision();
  const open = isEditable(q);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <Button disabled={!open} onClick={() => decision.ask(q._id, 'accept')}>
          {t('quotations.table.accept')}
        </Button>
        <Button variant="danger" disabled={!open} onClick={() => decision.ask(q._id, 'reject')}>
          {t('quotations.table.reject')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => (open ? onEdit() : notifyOnScreen('warning', t('errors.cannotEditQuotation')))}
        >
          {t('quotations.detail.editRequest')}
        </Button>
      </div>
      {decision.newOrderId && <NewOrderNotice orderId={decision.newOrderId} />}
      {decision.dialog}
    </div>
  );
}
