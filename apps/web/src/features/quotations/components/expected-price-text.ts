import type { Service } from '@karigar/domain/service';
import type { TFunction } from 'i18next';
import { unitCount, unitName } from '../../../lib/service-price';

/** The labels of the request form's price and quantity fields. */
export interface ExpectedPriceText {
  label: string;
  hint: string;
  quantityLabel: string;
}

/**
 * What the request form's "Expected price" means, said on the field: the total for the quantity
 * asked for (not one unit's price), including GST when the workshop charges it; the quantity
 * field names the chosen service's unit. Before a service is chosen: the whole job's total.
 */
export function expectedPriceText(t: TFunction, service: Service | undefined, quantity: unknown): ExpectedPriceText {
  if (!service)
    return {
      label: t('quotations.request.expectedPrice'),
      hint: t('quotations.request.expectedPriceHint'),
      quantityLabel: t('quotations.request.quantity'),
    };
  const unit = unitName(t, service.unit);
  const count = typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const amount = unitCount(t, service.unit, count);
  const gst = service.gstRate;
  return {
    label: t(gst === null ? 'quotations.request.expectedPrice' : 'quotations.request.expectedPriceWithGst'),
    hint:
      gst === null
        ? t('quotations.request.expectedPriceHintFor', { amount, unit })
        : t('quotations.request.expectedPriceHintForWithGst', { amount, unit, rate: gst }),
    quantityLabel: t('quotations.request.quantityIn', { unit }),
  };
}
