import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { quotations } from '../../db/schema/quotations';
import { services, type ServiceRow } from '../../db/schema/services';
import { isUuid } from '../../lib/ids';

export type NewService = typeof services.$inferInsert;
export type ServiceChanges = Partial<
  Pick<
    ServiceRow,
    | 'name'
    | 'nameMr'
    | 'description'
    | 'descriptionMr'
    | 'pricePaise'
    | 'sacCode'
    | 'unit'
    | 'advancePercentage'
    | 'image'
  >
>;

/** `%`, `_` and `\` typed by a user match themselves, not any text. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the catalogue (never archived services): newest first, or best match first when
 * searching the English or Marathi name, case-insensitively.
 */
export async function listActiveServices(
  db: DbOrTx,
  options: { search: string | undefined; offset: number; limit: number },
): Promise<{ rows: ServiceRow[]; total: number }> {
  const { search } = options;
  let where: SQL | undefined = isNull(services.archivedAt);
  let order: SQL[] = [desc(services.createdAt), desc(services.id)];
  if (search) {
    const pattern = containsPattern(search);
    where = and(where, or(ilike(services.name, pattern), ilike(services.nameMr, pattern)));
    order = [
      desc(sql`greatest(word_similarity(${search}, ${services.name}), word_similarity(${search}, ${services.nameMr}))`),
      asc(services.name),
      desc(services.id),
    ];
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(services).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Any service, archived ones too (history still shows them). */
export async function findServiceById(db: DbOrTx, id: string): Promise<ServiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

/**
 * Locks a catalogue (not archived) service until the transaction ends. A quotation or order being
 * inserted for it meanwhile waits, so "is it referred to?" stays true until the change commits.
 */
export async function lockActiveServiceById(tx: DbOrTx, id: string): Promise<ServiceRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(services)
    .where(and(eq(services.id, id), isNull(services.archivedAt)))
    .for('update');
  return row;
}

export async function insertService(db: DbOrTx, values: NewService): Promise<ServiceRow> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('insert into services returned no row');
  return row;
}

export async function insertServices(db: DbOrTx, values: NewService[]): Promise<ServiceRow[]> {
  return db.insert(services).values(values).returning();
}

export async function updateService(db: DbOrTx, id: string, changes: ServiceChanges): Promise<ServiceRow> {
  const [row] = await db
    .update(services)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(services.id, id))
    .returning();
  if (!row) throw new Error(`service ${id} vanished during an update`);
  return row;
}

export async function archiveService(db: DbOrTx, id: string): Promise<void> {
  const now = new Date();
  await db.update(services).set({ archivedAt: now, updatedAt: now }).where(eq(services.id, id));
}

export async function deleteService(db: DbOrTx, id: string): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}

/** True when any quotation or order refers to the service. */
export async function isServiceReferenced(db: DbOrTx, id: string): Promise<boolean> {
  const result = await db.execute<{ referenced: boolean }>(
    sql`select exists(select 1 from ${quotations} where ${quotations.serviceId} = ${id})
      or exists(select 1 from ${orders} where ${orders.serviceId} = ${id}) as referenced`,
  );
  return result.rows[0]?.referenced ?? false;
}

/** Counts every service row, archived ones included. */
export async function countAllServices(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(services);
  return row?.total ?? 0;
}

export interface ServiceRequests extends Pick<ServiceRow, 'id' | 'name' | 'nameMr' | 'pricePaise' | 'image'> {
  /** Quotations plus orders that refer to the service. */
  requests: number;
  /** How many services the catalogue holds (archived ones left out), the same on every row. */
  catalogueSize: number;
}

/**
 * The catalogue's most requested services; ties (and services nobody asked for yet) by name. Each
 * row also carries the catalogue's size (counted before the limit), so one statement answers both.
 */
export async function mostRequestedServices(db: DbOrTx, limit: number): Promise<ServiceRequests[]> {
  const quoted = db
    .select({ serviceId: quotations.serviceId, n: count().as('quoted_n') })
    .from(quotations)
    .groupBy(quotations.serviceId)
    .as('quoted');
  const ordered = db
    .select({ serviceId: orders.serviceId, n: count().as('ordered_n') })
    .from(orders)
    .groupBy(orders.serviceId)
    .as('ordered');
  const requests = sql<number>`(coalesce(${quoted.n}, 0) + coalesce(${ordered.n}, 0))::int`.mapWith(Number);
  return db
    .select({
      id: services.id,
      name: services.name,
      nameMr: services.nameMr,
      pricePaise: services.pricePaise,
      image: services.image,
      requests,
      catalogueSize: sql<number>`(count(*) over ())::int`.mapWith(Number),
    })
    .from(services)
    .leftJoin(quoted, eq(quoted.serviceId, services.id))
    .leftJoin(ordered, eq(ordered.serviceId, services.id))
    .where(isNull(services.archivedAt))
    .orderBy(desc(requests), asc(services.name))
    .limit(limit);
}
