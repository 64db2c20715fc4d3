import { awaitsWorkshopPrice } from '@karigar/domain/quotation-rules';
import { formatInr } from '@karigar/domain/money';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';

type PriceOf = Pick<Quotation, 'workshopPriced' | 'quotationStatus' | 'quotationPrice' | 'totalAfterTax'>;

/**
 * A quotation's price in a list: the total after tax once the workshop has priced it; before, the
 * customer's own expected price, named as theirs (the workshop sees it as the customer's).
 */
export function QuotationPrice({ quotation: q, forOwner }: { quotation: PriceOf; forOwner: boolean }) {
  const { t } = useTranslation();
  if (!awaitsWorkshopPrice(q)) return <>{formatInr(q.totalAfterTax)}</>;
  const expected = q.quotationPrice === null ? t('common.notAvailable') : formatInr(q.quotationPrice);
  return (
    <span className="text-slate-700 dark:text-slate-300">
      {forOwner ? t('quotations.price.yourExpected') : t('quotations.price.customerExpected')}: {expected}
    </span>
  );
}
