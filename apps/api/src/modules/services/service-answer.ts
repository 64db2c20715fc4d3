import { toRupees } from '@karigar/domain/money';
import type { Service, ServiceSummary } from '@karigar/domain/service';
import type { ServiceRow } from '../../db/schema/services';

/** A service row as answers show it: price in rupees, `archived` instead of a timestamp. */
export function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    nameMr: row.nameMr,
    description: row.description,
    descriptionMr: row.descriptionMr,
    price: toRupees(row.pricePaise),
    sacCode: row.sacCode,
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
