import type { QuotationSortKey, QuotationStatusFilter } from '@karigar/domain/quotation';
import { followedUpStatuses, openQuotationStatuses } from '@karigar/domain/quotation';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { quotationFollowUps } from '../../db/schema/quotation-follow-ups';
import { quotationRevisions } from '../../db/schema/quotation-revisions';
import { quotations, type QuotationRow } from '../../db/schema/quotations';
import { services, type ServiceRow } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { awaitsWorkshop } from './awaiting-workshop';
import { vehicleSummaryColumns, type VehicleSummaryRow } from '../../lib/vehicle-summary';
import { vehicles } from '../../db/schema/vehicles';

export type NewQuotation = typeof quotations.$inferInsert;
export type QuotationChanges = Partial<
  Omit<QuotationRow, 'id' | 'userId' | 'serviceId' | 'version' | 'createdAt' | 'updatedAt'>
>;
export type FollowUpRow = typeof quotationFollowUps.$inferSelect;
export type NewFollowUp = typeof quotationFollowUps.$inferInsert;
export type NewRevision = typeof quotationRevisions.$inferInsert;
export type RevisionRow = typeof quotationRevisions.$inferSelect & { actorName: string | null };

/** A quotation with its owner and service, as answers embed them. */
export interface QuotationView {
  quotation: QuotationRow;
  customer: { id: string; name: string; phone: string | null; email: string | null };
  service: Pick<ServiceRow, 'id' | 'name' | 'nameMr' | 'pricePaise' | 'image'>;
  /** The latest follow-up's new price (paise), if any follow-up carried one. */
  newPricePaise: number | null;
  vehicle: VehicleSummaryRow | null;
  /** A follow-up entry whose status is Sent or Followed-Up exists (lets a rejected quotation be accepted). */
  hasFollowUp: boolean;
  /** The workshop has priced it: an edit or follow-up by someone other than the customer exists. */
  workshopPriced: boolean;
}

const latestNewPrice = sql<number | null>`(
  select ${quotationFollowUps.newPricePaise} from ${quotationFollowUps}
  where ${quotationFollowUps.quotationId} = ${quotations.id} and ${quotationFollowUps.newPricePaise} is not null
  order by ${quotationFollowUps.createdAt} desc, ${quotationFollowUps.id} desc limit 1)`.mapWith(Number);

/** Spec section 4: the quotation's follow-up history holds an entry whose status is Sent or Followed-Up. */
const qualifyingFollowUp = (quotationId: string | typeof quotations.id) =>
  and(eq(quotationFollowUps.quotationId, quotationId), inArray(quotationFollowUps.status, [...followedUpStatuses]));

const hasFollowUp = sql<boolean>`exists (
  select 1 from ${quotationFollowUps} where ${qualifyingFollowUp(quotations.id)})`.mapWith(Boolean);

const workshopPriced = sql<boolean>`exists (
  select 1 from ${quotationRevisions} where ${quotationRevisions.quotationId} = ${quotations.id}
    and ${quotationRevisions.kind} in ('edited', 'follow-up')
    and ${quotationRevisions.actorId} is distinct from ${quotations.userId})`.mapWith(Boolean);

const viewColumns = {
  quotation: quotations,
  customer: { id: users.id, name: users.name, phone: users.phone, email: users.email },
  service: {
    id: services.id,
    name: services.name,
    nameMr: services.nameMr,
    pricePaise: services.pricePaise,
    image: services.image,
  },
  newPricePaise: latestNewPrice,
  vehicle: vehicleSummaryColumns,
  hasFollowUp,
  workshopPriced,
};

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(quotations)
    .innerJoin(users, eq(users.id, quotations.userId))
    .innerJoin(services, eq(services.id, quotations.serviceId))
    .leftJoin(vehicles, eq(vehicles.id, quotations.vehicleId));
}

/**
 * A catalogue (not archived) service by id, or by exact name regardless of case. The row is
 * share-locked until the transaction ends, so it cannot be deleted or archived meanwhile.
 */
export async function lockRequestableService(tx: DbOrTx, ref: string): Promise<ServiceRow | undefined> {
  const match = isUuid(ref) ? eq(services.id, ref) : eq(sql`lower(${services.name})`, ref.toLowerCase());
  const [row] = await tx
    .select()
    .from(services)
    .where(and(match, isNull(services.archivedAt)))
    .orderBy(asc(services.createdAt))
    .limit(1)
    .for('share');
  return row;
}

export async function insertQuotation(tx: DbOrTx, values: NewQuotation): Promise<QuotationRow> {
  const [row] = await tx.insert(quotations).values(values).returning();
  if (!row) throw new Error('insert into quotations returned no row');
  return row;
}

/** Locks the quotation until the transaction ends, so changes to it apply one after another. */
export async function lockQuotation(tx: DbOrTx, id: string): Promise<QuotationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update');
  return row;
}

/** Applies the changes and bumps the version. */
export async function updateQuotationRow(tx: DbOrTx, id: string, changes: QuotationChanges): Promise<QuotationRow> {
  const [row] = await tx
    .update(quotations)
    .set({ ...changes, version: sql`${quotations.version} + 1`, updatedAt: new Date() })
    .where(eq(quotations.id, id))
    .returning();
  if (!row) throw new Error(`quotation ${id} vanished during an update`);
  return row;
}

export async function deleteQuotationRow(tx: DbOrTx, id: string): Promise<QuotationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.delete(quotations).where(eq(quotations.id, id)).returning();
  return row;
}

export async function insertRevision(tx: DbOrTx, values: NewRevision): Promise<void> {
  await tx.insert(quotationRevisions).values(values);
}

/** Whether the quotation has a follow-up whose status is Sent or Followed-Up. */
/** The workshop has priced the quotation: an edit or follow-up by someone other than its customer exists. */
export async function isWorkshopPriced(db: DbOrTx, quotationId: string): Promise<boolean> {
  // Joined, so every column is written with its table (a one-table select leaves them bare, and the
  // subquery of `workshopPriced` would then read the revision's own id).
  const [row] = await db
    .select({ id: quotationRevisions.id })
    .from(quotationRevisions)
    .innerJoin(quotations, eq(quotations.id, quotationRevisions.quotationId))
    .where(
      and(
        eq(quotationRevisions.quotationId, quotationId),
        inArray(quotationRevisions.kind, ['edited', 'follow-up']),
        sql`${quotationRevisions.actorId} is distinct from ${quotations.userId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function hasQualifyingFollowUp(db: DbOrTx, quotationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quotationFollowUps.id })
    .from(quotationFollowUps)
    .where(qualifyingFollowUp(quotationId))
    .limit(1);
  return row !== undefined;
}

export async function insertFollowUp(tx: DbOrTx, values: NewFollowUp): Promise<void> {
  await tx.insert(quotationFollowUps).values(values);
}

export async function findQuotationView(db: DbOrTx, id: string): Promise<QuotationView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectViews(db).where(eq(quotations.id, id));
  return row;
}

/** Oldest first. */
export async function listFollowUps(db: DbOrTx, quotationId: string): Promise<FollowUpRow[]> {
  return db
    .select()
    .from(quotationFollowUps)
    .where(eq(quotationFollowUps.quotationId, quotationId))
    .orderBy(asc(quotationFollowUps.createdAt), asc(quotationFollowUps.id));
}

/** v1 first. */
export async function listRevisions(db: DbOrTx, quotationId: string): Promise<RevisionRow[]> {
  const rows = await db
    .select({ revision: quotationRevisions, actorName: users.name })
    .from(quotationRevisions)
    .leftJoin(users, eq(users.id, quotationRevisions.actorId))
    .where(eq(quotationRevisions.quotationId, quotationId))
    .orderBy(asc(quotationRevisions.version));
  return rows.map((r) => ({ ...r.revision, actorName: r.actorName }));
}

export interface QuotationListFilter {
  /** Only this customer's quotations; undefined for all. */
  ownerId?: string;
  statusFilter: QuotationStatusFilter;
  search?: string | undefined;
}

export interface QuotationListOrder {
  sortKey: QuotationSortKey;
  sortOrder: 'asc' | 'desc';
}

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listCondition(filter: QuotationListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ownerId) conditions.push(eq(quotations.userId, filter.ownerId));
  if (filter.statusFilter === 'Follow-Up') conditions.push(inArray(quotations.followUpStatus, [...followedUpStatuses]));
  else if (filter.statusFilter === 'Awaiting') conditions.push(awaitsWorkshop);
  else if (filter.statusFilter === 'Open')
    conditions.push(inArray(quotations.quotationStatus, [...openQuotationStatuses]));
  else if (filter.statusFilter !== 'All') conditions.push(eq(quotations.quotationStatus, filter.statusFilter));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    const match = or(ilike(users.name, pattern), ilike(services.name, pattern), ilike(services.nameMr, pattern));
    if (match) conditions.push(match);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const sortColumns = {
  createdAt: quotations.createdAt,
  'serviceId.name': services.name,
  'userId.name': users.name,
  totalAmount: quotations.totalAfterTaxPaise,
  quotationStatus: quotations.quotationStatus,
} as const;

export function listOrderBy(order: QuotationListOrder): SQL[] {
  const direction = order.sortOrder === 'asc' ? asc : desc;
  return [direction(sortColumns[order.sortKey]), direction(quotations.createdAt), direction(quotations.id)];
}

/** One page of quotations with the number the filter matches. */
export async function listQuotationViews(
  db: DbOrTx,
  filter: QuotationListFilter,
  order: QuotationListOrder,
  page: { offset: number; limit: number },
): Promise<{ views: QuotationView[]; total: number }> {
  const condition = listCondition(filter);
  const [views, [counted]] = await Promise.all([
    selectViews(db)
      .where(condition)
      .orderBy(...listOrderBy(order))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(quotations)
      .innerJoin(users, eq(users.id, quotations.userId))
      .innerJoin(services, eq(services.id, quotations.serviceId))
      .where(condition),
  ]);
  return { views, total: counted?.total ?? 0 };
}

export interface QuotationTotals {
  total: number;
  pending: number;
  accepted: number;
  rejected: number;
  revised: number;
  quotedPaise: number;
  acceptedPaise: number;
  awaitingWorkshop: number;
  requestedLast30Days: number;
  convertedLast30Days: number;
}

export async function quotationTotals(db: DbOrTx): Promise<QuotationTotals> {
  const accepted = sql`${quotations.quotationStatus} = 'Accepted'`;
  const recent = sql`${quotations.createdAt} >= now() - interval '30 days'`;
  const [row] = await db
    .select({
      total: count(),
      pending: count(sql`case when ${quotations.quotationStatus} = 'Pending' then 1 end`),
      accepted: count(sql`case when ${accepted} then 1 end`),
      rejected: count(sql`case when ${quotations.quotationStatus} = 'Rejected' then 1 end`),
      revised: count(sql`case when ${quotations.quotationStatus} = 'Revised' then 1 end`),
      quotedPaise: sql<number>`coalesce(sum(${quotations.totalAfterTaxPaise}), 0)`.mapWith(Number),
      acceptedPaise: sql<number>`coalesce(sum(${quotations.totalAfterTaxPaise}) filter (where ${accepted}), 0)`.mapWith(
        Number,
      ),
      awaitingWorkshop: count(sql`case when ${awaitsWorkshop} then 1 end`),
      requestedLast30Days: count(sql`case when ${recent} then 1 end`),
      convertedLast30Days: count(sql`case when ${recent} and ${quotations.isConvertedToOrder} then 1 end`),
    })
    .from(quotations);
  if (!row) throw new Error('The quotation totals query answered no row');
  return row;
}
