import { toRupees } from '@karigar/domain/money';
import type { Service, ServiceSummary } from '@karigar/domain/service';
import { DEFAULT_TAX_RATE } from '@karigar/domain/tax-rate';
import type { Config } from '../../config';
import type { ServiceRow } from '../../db/schema/services';

/**
 * The GST a service's list price carries, in percent: the default rate when the workshop is
 * GST-registered (it has a GSTIN, as its invoices decide), none otherwise.
 */
export function catalogueGstRate(business: Pick<Config['business'], 'gstin'>): number | null {
  return business.gstin ? DEFAULT_TAX_RATE : null;
}

/** A service row as answers show it: price in rupees, `archived` instead of a timestamp. */
export function toService(row: ServiceRow, gstRate: number | null): Service {
  return {
    _id: row.id,
    name: row.name,
    nameMr: row.nameMr,
    description: row.description,
    descriptionMr: row.descriptionMr,
    price: toRupees(row.pricePaise),
    sacCode: row.sacCode,
    unit: row.unit,
    advancePercentage: row.advancePercentage,
    gstRate,
    image: row.image,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The short form other answers embed (a quotation's `serviceId`, the top services). */
export function toServiceSummary(
  row: Pick<ServiceRow, 'id' | 'name' | 'nameMr' | 'pricePaise' | 'image'>,
): ServiceSummary {
  return { _id: row.id, name: row.name, nameMr: row.nameMr, price: toRupees(row.pricePaise), image: row.image };
}
