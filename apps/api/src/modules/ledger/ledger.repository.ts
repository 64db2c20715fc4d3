import type { LedgerAmount } from '@karigar/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, type LedgerEntryRow } from '../../db/schema/ledger-entries';

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
