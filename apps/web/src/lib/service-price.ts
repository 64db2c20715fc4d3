import { formatListPrice } from '@karigar/domain/money';
import type { Service, ServiceUnit } from '@karigar/domain/service';
import type { TFunction } from 'i18next';

type PricedService = Pick<Service, 'price' | 'unit' | 'gstRate'>;

/** A unit's short name in the current language: 'sq ft', 'चौ. फूट'. */
export function unitName(t: TFunction, unit: ServiceUnit): string {
  return t(`catalog.units.${unit}`);
}

/** A count of a unit in words: '1 panel', '3 sq ft', '2 नग'. */
export function unitCount(t: TFunction, unit: ServiceUnit, count: number): string {
  return t(`catalog.unitCount.${unit}`, { count });
}

/**
 * A service's list price with its unit and tax: '₹450 / sq ft + 18% GST', or '₹450 / sq ft' when
 * the workshop is not GST-registered; whole rupees without '.00'.
 */
export function servicePriceText(t: TFunction, service: PricedService): string {
  const values = { price: formatListPrice(service.price), unit: unitName(t, service.unit) };
  return service.gstRate === null
    ? t('catalog.pricePerUnit', values)
    : t('catalog.pricePerUnitWithGst', { ...values, rate: service.gstRate });
}

/** The plain line a customer reads instead of a tax code: what the price covers and what is added. */
export function servicePriceNote(t: TFunction, service: PricedService): string {
  const unit = unitName(t, service.unit);
  return service.gstRate === null
    ? t('catalog.priceNote', { unit })
    : t('catalog.priceNoteWithGst', { unit, rate: service.gstRate });
}
