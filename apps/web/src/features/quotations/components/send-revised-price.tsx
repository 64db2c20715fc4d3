import { type Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { FollowUpForm } from './follow-up-form';

/** Where the Summary's "Send revised price" leads: its first field is focused from there. */
export const REVISED_PRICE_ID = 'send-revised-price';

/** The owner's follow-up (a new price and a note to the customer), right under the summary. */
export function SendRevisedPrice({ quotation }: { quotation: Quotation }) {
  const { t } = useTranslation();
  return (
    <Card id={REVISED_PRICE_ID} aria-labelledby="revised-price-heading" className="space-y-3">
      <h2 id="revised-price-heading" className="text-xl font-semibold">
        {t('quotations.detail.sendRevisedPrice')}
      </h2>
      <FollowUpForm quotation={quotation} />
    </Card>
  );
}

/** Brings the owner to the follow-up form: its price field takes the focus (the browser scrolls it into view). */
export function goToRevisedPrice(): void {
  document.getElementById(REVISED_PRICE_ID)?.querySelector('input')?.focus();
}
