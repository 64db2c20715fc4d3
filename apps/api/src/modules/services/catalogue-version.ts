import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { changeCounters } from '../../db/schema/change-counters';

const CATALOGUE = 'catalogue';

/**
 * Marks the catalogue changed, in the transaction of the change: every instance's cached pages
 * become stale the moment it commits.
 */
export async function bumpCatalogueVersion(tx: DbOrTx): Promise<void> {
  await tx
    .insert(changeCounters)
    .values({ name: CATALOGUE, value: 1 })
    .onConflictDoUpdate({ target: changeCounters.name, set: { value: sql`${changeCounters.value} + 1` } });
}

/**
 * Reads how many times the catalogue has changed (0 before the first change) through one prepared
 * statement: every answer from the catalogue's cache reads it first.
 */
export function catalogueVersionOf(db: Db): () => Promise<number> {
  const read = db
    .select({ value: changeCounters.value })
    .from(changeCounters)
    .where(eq(changeCounters.name, CATALOGUE))
    .prepare('catalogue_version');
  return async () => (await read.execute())[0]?.value ?? 0;
}
