import { formatInr } from '@karigar/domain/money';
import type { PricingResult } from '@karigar/domain/pricing';
import { useTranslation } from 'react-i18next';

/** A pricing breakdown: unit price, offered price, subtotal, discount, taxable amount, GST and the total. */
export function PricingRows({ pricing, total }: { pricing: PricingResult; total: number }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [[t('orders.detail.unitPrice'), formatInr(pricing.originalUnitPrice)]];
  if (pricing.offeredPrice !== pricing.originalUnitPrice)
    rows.push([t('orders.detail.offeredPrice'), formatInr(pricing.offeredPrice)]);
  rows.push(
    [t('orders.detail.quantity'), String(pricing.quantity)],
    [t('orders.detail.subtotal'), formatInr(pricing.offeredSubtotal)],
  );
  if (pricing.discount > 0)
    rows.push([
      t('orders.detail.discount'),
      t('orders.detail.discountValue', { amount: formatInr(pricing.discount), percent: pricing.discountPercentage }),
    ]);
  rows.push(
    [t('orders.detail.taxable'), formatInr(pricing.taxableAmount)],
    [t('orders.detail.tax', { rate: pricing.taxRate }), formatInr(pricing.taxAmount)],
  );

  return (
    <div>
      <dl className="divide-y divide-slate-200 dark:divide-slate-700">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-lg font-bold">
          <dt>{t('orders.detail.total')}</dt>
          <dd className="text-right">{formatInr(total)}</dd>
        </div>
      </dl>
      {pricing.taxAlreadyIncluded && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('orders.detail.taxIncluded')}</p>
      )}
    </div>
  );
}
