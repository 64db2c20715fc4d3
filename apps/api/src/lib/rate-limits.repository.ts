import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request for a key in a fixed window of `windowMs`, in one atomic statement: a key
 * whose window has ended starts a new one at 1. Times are the database's, so instances agree.
 */
export async function countRateLimitHit(db: DbOrTx, key: string, windowMs: number): Promise<RateLimitCount> {
  const window = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const ended = sql`${rateLimits.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetsAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({
      current: rateLimits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetsAt} - now()) * 1000))::int`,
    });
  return row!;
}

/** Removes the counts whose window ended by `now` (run periodically); answers how many. */
export async function deleteExpiredRateLimits(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db.delete(rateLimits).where(lte(rateLimits.resetsAt, now)).returning({ key: rateLimits.key });
  return rows.length;
}
