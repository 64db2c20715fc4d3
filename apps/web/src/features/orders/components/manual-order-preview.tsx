import { advancePaiseOf, type AdvanceAsked } from '@karigar/domain/advance-amounts';
import { formatInr, toPaise, toRupees } from '@karigar/domain/money';
import type { ManualOrderBody } from '@karigar/domain/order';
import { validateQuotationEdit } from '@karigar/domain/pricing';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';
import { useTranslation } from 'react-i18next';
import { pricingProblemKeys } from '../manual-order-values';
import { PricingRows } from './pricing-rows';

interface ManualOrderPreviewProps {
  /** The chosen service's list price per unit; null until a service is chosen. */
  listPrice: number | null;
  body: ManualOrderBody;
  advance: AdvanceAsked;
}

/** The live price of the order being made, priced by the same engine and rules as the server. */
export function ManualOrderPreview({ listPrice, body, advance }: ManualOrderPreviewProps) {
  const { t } = useTranslation();
  let content;
  if (listPrice === null) content = <p>{t('orders.manual.previewEmpty')}</p>;
  else {
    const check = validateQuotationEdit({
      originalUnitPrice: listPrice,
      offeredPrice: body.offeredPrice,
      quantity: body.quantity,
      discount: body.discount ?? 0,
      taxRate: body.taxRate ?? DEFAULT_TAX_RATE,
      taxAlreadyIncluded: body.taxAlreadyIncluded ?? false,
    });
    const advancePaise = check.ok ? advancePaiseOf(toPaise(check.pricing.totalAfterTax), advance) : 0;
    content = check.ok ? (
      <>
        <PricingRows pricing={check.pricing} total={check.pricing.totalAfterTax} />
        {advancePaise > 0 && <p>{t('advances.asked', { amount: formatInr(toRupees(advancePaise)) })}</p>}
      </>
    ) : (
      <p className="text-red-700 dark:text-red-300">{t(pricingProblemKeys[check.problem.code])}</p>
    );
  }
  return (
    <section aria-labelledby="manual-order-preview" aria-live="polite" className="space-y-3">
      <h2 id="manual-order-preview" className="text-xl font-semibold">
        {t('orders.manual.preview')}
      </h2>
      {content}
    </section>
  );
}
