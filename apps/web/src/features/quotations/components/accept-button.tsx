import type { Quotation } from '@karigar/domain/quotation-answer';
import { isQuotationActionOffered, quotationActionProblem } from '@karigar/domain/quotation-rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { acceptLabel } from '../accept-price';

/**
 * Whether the owner is offered Accept, and why it is refused for now (null when it may be
 * accepted): the domain rule the server applies, with the workshop's setting.
 */
export function acceptState(q: Quotation, acceptOnlyPriced: boolean) {
  const state = { ...q, acceptOnlyPriced };
  return { offered: isQuotationActionOffered(state, 'accept'), problem: quotationActionProblem(state, 'accept') };
}

interface AcceptButtonProps {
  quotation: Quotation;
  refused: boolean;
  size?: 'sm';
  describedBy?: string | undefined;
  onAccept: () => void;
}

/** Accept, naming the list price total while the workshop has not priced the quotation; disabled while refused. */
export function AcceptButton({ quotation, refused, size, describedBy, onAccept }: AcceptButtonProps) {
  const { t } = useTranslation();
  return (
    <Button size={size} disabled={refused} aria-describedby={describedBy} onClick={onAccept}>
      {acceptLabel(t, quotation)}
    </Button>
  );
}
