import type { LedgerAmount } from '@karigar/domain/ledger';
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, type LedgerEntryRow } from '../../db/schema/ledger-entries';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

export async function insertLedgerEntry(tx: DbOrTx, values: NewLedgerEntry): Promise<LedgerEntryRow> {
  const [row] = await tx.insert(ledgerEntries).values(values).returning();
  if (!row) throw new Error('insert into ledger_entries returned no row');
  return row;
}

/** The order's ledger summed per kind (what its money needs, however many rows it has). */
export async function sumLedgerByKind(db: DbOrTx, orderId: string): Promise<LedgerAmount[]> {
  return db
    .select({
      kind: ledgerEntries.kind,
      amountPaise: sql<number>`sum(${ledgerEntries.amountPaise})::bigint`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .groupBy(ledgerEntries.kind);
}

/** True when any money moved for the order (such an order is never deleted). */
export async function hasLedgerEntries(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

export interface LedgerView {
  entry: LedgerEntryRow;
  customerName: string;
  createdBy: { id: string; name: string } | null;
}

export interface LedgerRange {
  from: Date;
  until: Date;
  method?: LedgerEntryRow['method'] | undefined;
}

const inRange = (range: LedgerRange) =>
  and(
    gte(ledgerEntries.occurredAt, range.from),
    lt(ledgerEntries.occurredAt, range.until),
    range.method ? eq(ledgerEntries.method, range.method) : undefined,
  );

/** One page of the rows that moved between `from` and `until`, oldest first, with the count and sum of them all. */
export async function listLedgerViews(
  db: DbOrTx,
  range: LedgerRange,
  page: { offset: number; limit: number },
): Promise<{ views: LedgerView[]; total: number; sumPaise: number }> {
  const [views, [totals]] = await Promise.all([
    db
      .select({
        entry: ledgerEntries,
        customerName: orders.customerName,
        createdBy: { id: users.id, name: users.name },
      })
      .from(ledgerEntries)
      .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .leftJoin(users, eq(users.id, ledgerEntries.createdBy))
      .where(inRange(range))
      .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({
        total: count(),
        sumPaise: sql<number>`coalesce(sum(${ledgerEntries.amountPaise}), 0)::bigint`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(inRange(range)),
  ]);
  return { views, total: totals?.total ?? 0, sumPaise: totals?.sumPaise ?? 0 };
}
