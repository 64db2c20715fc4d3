import { randomBytes } from 'node:crypto';
import { toPaise } from '@karigar/domain/money';
import { calculatePricing, type PricingInput } from '@karigar/domain/pricing';
import type { FollowUpStatus, QuotationStatus } from '@karigar/domain/quotation';
import type { ServiceUnit } from '@karigar/domain/service';
import { quotationRevisions } from '../src/db/schema/quotation-revisions';
import { quotations, type QuotationRow } from '../src/db/schema/quotations';
import { services, type ServiceRow } from '../src/db/schema/services';
import { pricedColumns } from '../src/modules/quotations/quotation-pricing';
import type { TestApp } from './build-app';

/** Inserts a catalogue service straight into the database; price in rupees. */
export async function createService(
  t: TestApp,
  overrides: {
    name?: string;
    nameMr?: string;
    price?: number;
    sacCode?: string;
    unit?: ServiceUnit;
    archived?: boolean;
  } = {},
): Promise<ServiceRow> {
  const [row] = await t.db
    .insert(services)
    .values({
      name: overrides.name ?? `Service ${randomBytes(3).toString('hex')}`,
      nameMr: overrides.nameMr ?? '',
      pricePaise: toPaise(overrides.price ?? 1000),
      sacCode: overrides.sacCode ?? '998714',
      unit: overrides.unit ?? 'job',
      archivedAt: overrides.archived ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('service not inserted');
  return row;
}

export interface QuotationOverrides extends Partial<Omit<PricingInput, 'originalUnitPrice'>> {
  description?: string;
  modification?: string;
  expectedPrice?: number | null;
  quotationStatus?: QuotationStatus;
  followUpStatus?: FollowUpStatus;
  createdAt?: Date;
}

/**
 * Inserts a quotation (version 1, with its "requested" revision) priced by the engine from the
 * service's list price and the overrides, as if the customer had asked for it.
 */
export async function createQuotation(
  t: TestApp,
  owner: { id: string },
  service: ServiceRow,
  overrides: QuotationOverrides = {},
): Promise<QuotationRow> {
  const { description, modification, expectedPrice, quotationStatus, followUpStatus, createdAt, ...pricing } =
    overrides;
  const priced = calculatePricing({
    originalUnitPrice: service.pricePaise / 100,
    quantity: 1,
    taxRate: 18,
    ...pricing,
  });
  const [row] = await t.db
    .insert(quotations)
    .values({
      userId: owner.id,
      serviceId: service.id,
      description: description ?? 'Please quote',
      modification: modification ?? '',
      expectedPricePaise: expectedPrice === null ? null : toPaise(expectedPrice ?? service.pricePaise / 100),
      unitPricePaise: service.pricePaise,
      ...pricedColumns(priced, pricing.discount ?? 0),
      quotationStatus: quotationStatus ?? 'Pending',
      followUpStatus: followUpStatus ?? 'None',
      ...(createdAt && { createdAt, updatedAt: createdAt }),
    })
    .returning();
  if (!row) throw new Error('quotation not inserted');
  await t.db
    .insert(quotationRevisions)
    .values({ quotationId: row.id, version: 1, kind: 'requested', actorId: owner.id });
  return row;
}
