import { quotationPricingInput } from '@karigar/domain/agreed-price';
import { formatInr } from '@karigar/domain/money';
import { calculatePricing } from '@karigar/domain/pricing';
import type { Quotation } from '@karigar/domain/quotation-answer';
import { awaitsWorkshopPrice } from '@karigar/domain/quotation-rules';
import type { TFunction } from 'i18next';

/** What accepting costs: the engine prices the quotation's inputs as the server prices the new order. */
export const acceptPricing = (q: Quotation) => calculatePricing(quotationPricingInput(q));

/** The Accept button: while the workshop has not priced it, it names the list price total it accepts. */
export function acceptLabel(t: TFunction, q: Quotation): string {
  if (!awaitsWorkshopPrice(q)) return t('quotations.table.accept');
  return t('quotations.accept.listPrice', { total: formatInr(acceptPricing(q).totalAfterTax) });
}

/** The accept confirmation: the question, then the quantity, unit price, any discount and the total. */
export function acceptConfirmText(t: TFunction, q: Quotation): string {
  const pricing = acceptPricing(q);
  const amounts = { quantity: pricing.quantity, unitPrice: formatInr(pricing.offeredPrice) };
  return [
    t('quotations.confirm.acceptText'),
    awaitsWorkshopPrice(q) && t('quotations.accept.notPricedYet'),
    t('quotations.accept.order', amounts),
    pricing.discount > 0 && t('quotations.accept.discount', { discount: formatInr(pricing.discount) }),
    t('quotations.accept.total', { total: formatInr(pricing.totalAfterTax) }),
    q.advanceDue > 0 && t('advances.acceptConfirm', { amount: formatInr(q.advanceDue) }),
  ]
    .filter(Boolean)
    .join(' ');
}
