import { eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authThrottles } from '../../db/schema/auth-throttles';
import type { Throttle, ThrottlePolicy } from './rate-limits';

/** Doubling more often than this would only overflow; the cap is reached long before. */
const MAX_DOUBLINGS = 30;

/** When a key with `failures` failures is blocked until: null within the free failures. */
function blockedUntil(failures: SQL, policy: ThrottlePolicy, now: Date): SQL {
  const doublings = sql`least(${failures} - ${policy.freeFailures + 1}::int, ${MAX_DOUBLINGS}::int)`;
  const delayMs = sql`least(${policy.firstDelayMs}::float8 * power(2, ${doublings}), ${policy.maxDelayMs}::float8)`;
  return sql`case when ${failures} > ${policy.freeFailures}::int
    then ${now.toISOString()}::timestamptz + ${delayMs} * interval '1 millisecond' end`;
}

/**
 * Counts one attempt on the key in a single statement, so concurrent attempts are all counted and
 * the one that crosses the free failures blocks those after it. While the key is blocked nothing
 * changes and the answer is false.
 */
export async function countAttempt(db: DbOrTx, { key, policy }: Throttle, now: Date): Promise<boolean> {
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs).toISOString();
  const failures = sql`case when ${authThrottles.updatedAt} < ${forgetBefore}::timestamptz
    then 1 else ${authThrottles.failures} + 1 end`;
  const counted = await db
    .insert(authThrottles)
    .values({ key, failures: 1, blockedUntil: blockedUntil(sql`1`, policy, now), updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { failures, blockedUntil: blockedUntil(failures, policy, now), updatedAt: now },
      setWhere: or(isNull(authThrottles.blockedUntil), lte(authThrottles.blockedUntil, now)),
    })
    .returning({ key: authThrottles.key });
  return counted.length === 1;
}

export async function findBlockedUntil(db: DbOrTx, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: authThrottles.blockedUntil })
    .from(authThrottles)
    .where(eq(authThrottles.key, key));
  return row?.blockedUntil ?? null;
}

export async function deleteThrottle(db: DbOrTx, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
