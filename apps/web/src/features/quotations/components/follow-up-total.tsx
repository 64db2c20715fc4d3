import { formatInr } from '@karigar/domain/money';
import { calculatePricing, PricingError } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { useTranslation } from 'react-i18next';

type PricedBy = Pick<
  Quotation,
  'unitPrice' | 'offeredPrice' | 'quantity' | 'discountPercentage' | 'taxRate' | 'taxAlreadyIncluded'
>;

/**
 * What the customer would be asked to pay after the follow-up: quantity × the per-unit price (the
 * new one, or the current offer when none is typed), the quotation's discount and its tax rule,
 * priced by the domain engine as the server prices it.
 */
export function FollowUpTotal({ quotation: q, newPrice }: { quotation: PricedBy; newPrice: number | null }) {
  const { t } = useTranslation();
  const unit = newPrice ?? q.offeredPrice;
  let total: number | null = null;
  try {
    total = calculatePricing({
      originalUnitPrice: q.unitPrice,
      offeredPrice: unit,
      quantity: q.quantity,
      discountPercentage: q.discountPercentage,
      taxRate: q.taxRate,
      taxAlreadyIncluded: q.taxAlreadyIncluded,
    }).totalAfterTax;
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
  }
  return (
    <div aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
      {total === null ? (
        <p>{t('quotations.followUp.totalUnavailable')}</p>
      ) : (
        <>
          <p className="flex justify-between gap-3">
            <span>{t('quotations.followUp.total', { quantity: q.quantity, price: formatInr(unit) })}</span>
            <strong>{formatInr(total)}</strong>
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {q.taxAlreadyIncluded
              ? t('quotations.followUp.taxIncluded', { rate: q.taxRate })
              : t('quotations.followUp.taxAdded', { rate: q.taxRate })}
            {q.discountPercentage > 0 && ` ${t('quotations.followUp.discount', { percent: q.discountPercentage })}`}
          </p>
        </>
      )}
    </div>
  );
}
