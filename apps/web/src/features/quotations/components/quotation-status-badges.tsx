import { awaitsWorkshopPrice } from '@karigar/domain/quotation-rules';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusTone } from '../../../components/ui/status-badge';
import { quotationStatusLabel } from '../quotation-display';

type StatusOf = Pick<Quotation, 'quotationStatus' | 'awaitingWorkshop' | 'workshopPriced'>;

/**
 * The quotation's status, with 'Awaiting the workshop's price' until the workshop has priced it,
 * or 'Waiting for the workshop' while the customer's later changes await its answer.
 */
export function QuotationStatusBadges({ quotation: q }: { quotation: StatusOf }) {
  const { t } = useTranslation();
  const unpriced = awaitsWorkshopPrice(q);
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <StatusBadge
        tone={statusTone('quotation', q.quotationStatus)}
        label={quotationStatusLabel(t, q.quotationStatus)}
      />
      {unpriced && <StatusBadge tone="grey" label={t('quotations.price.awaiting')} />}
      {q.awaitingWorkshop && !unpriced && <StatusBadge tone="grey" label={t('quotations.waitingForWorkshop')} />}
    </span>
  );
}
