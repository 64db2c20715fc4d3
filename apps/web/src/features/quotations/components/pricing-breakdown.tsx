import { formatInr } from '@karigar/domain/money';
import type { PricingResult } from '@karigar/domain/pricing';
import { useTranslation } from 'react-i18next';

/** Every line of a priced quotation: unit and offered price, quantity, discount, tax and total. */
export function PricingBreakdown({ pricing }: { pricing: PricingResult }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('quotations.detail.unitPrice'), formatInr(pricing.originalUnitPrice)],
    [t('quotations.detail.offeredPrice'), formatInr(pricing.offeredPrice)],
    [t('quotations.detail.quantity'), String(pricing.quantity)],
    [t('quotations.detail.offeredSubtotal'), formatInr(pricing.offeredSubtotal)],
    [
      t('quotations.detail.discount'),
      t('quotations.detail.discountValue', {
        amount: formatInr(pricing.discount),
        percent: pricing.discountPercentage,
      }),
    ],
    [t('quotations.detail.preTaxTotal'), formatInr(pricing.preTaxTotal)],
    [t('quotations.detail.tax', { rate: pricing.taxRate }), formatInr(pricing.taxAmount)],
  ];
  return (
    <div>
      <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-base">
          <dt className="font-semibold">{t('quotations.detail.totalAfterTax')}</dt>
          <dd className="text-right font-bold">{formatInr(pricing.totalAfterTax)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {pricing.isTaxIncluded ? t('quotations.detail.taxIncluded') : t('quotations.detail.taxAdded')}
      </p>
    </div>
  );
}
