import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeCounters } from '../../db/schema/change-counters';
import { notifyChange } from '../../lib/change-notices/notify-change';

const CATALOGUE = 'catalogue';

/** The topic of a change to the public catalogue (see notifyChange). */
export const CATALOGUE_TOPIC = 'catalogue';

/**
 * Marks the catalogue changed, in the transaction of the change: every instance's cached pages
 * become stale the moment it commits, and every listening instance hears of it.
 */
export async function bumpCatalogueVersion(tx: DbOrTx): Promise<void> {
  await tx
    .insert(changeCounters)
    .values({ name: CATALOGUE, value: 1 })
    .onConflictDoUpdate({ target: changeCounters.name, set: { value: sql`${changeCounters.value} + 1` } });
  await notifyChange(tx, CATALOGUE_TOPIC);
}

/** How many times the catalogue has changed (0 before the first change). */
export async function catalogueVersion(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: changeCounters.value })
    .from(changeCounters)
    .where(eq(changeCounters.name, CATALOGUE));
  return row?.value ?? 0;
}
