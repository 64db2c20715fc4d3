import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusTone } from '../../../components/ui/status-badge';
import { quotationStatusLabel } from '../quotation-display';

type StatusOf = Pick<Quotation, 'quotationStatus' | 'awaitingWorkshop'>;

/** The quotation's status, and 'Waiting for the workshop' while the customer's changes await its answer. */
export function QuotationStatusBadges({ quotation: q }: { quotation: StatusOf }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge
        tone={statusTone('quotation', q.quotationStatus)}
        label={quotationStatusLabel(t, q.quotationStatus)}
      />
      {q.awaitingWorkshop && <StatusBadge tone="grey" label={t('quotations.waitingForWorkshop')} />}
    </span>
  );
}
