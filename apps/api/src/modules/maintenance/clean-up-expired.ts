import { and, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottles } from '../../db/schema/auth-throttles';
import { emailChanges } from '../../db/schema/email-changes';
import { mfaChallenges } from '../../db/schema/mfa-challenges';
import { passwordResets } from '../../db/schema/password-resets';
import { refreshTokens } from '../../db/schema/refresh-tokens';
import { deleteExpiredRateLimits } from '../../lib/rate-limits.repository';
import { REFRESH_REUSE_GRACE_MS } from '../auth/refresh-session';

/** Failures are forgotten after a day without attempts (the longest `forgetAfterMs` of the throttles). */
const THROTTLE_MEMORY_MS = 24 * 60 * 60 * 1000;

export interface CleanUpSummary {
  refreshTokens: number;
  /** Sealed successor pairs of rotated refresh tokens whose grace has passed. */
  refreshSuccessors: number;
  passwordResets: number;
  mfaChallenges: number;
  emailChanges: number;
  throttles: number;
  rateLimits: number;
}

/**
 * Deletes what can no longer be used: expired refresh tokens (and the successor pairs rotated ones
 * keep past their grace), reset links, two-factor challenges
 * and email-change links, throttles neither blocking nor remembered any more, and past rate-limit
 * windows. Expiry is checked against the database's clock; the rate-limit windows, which
 * `deleteExpiredRateLimits` ends by the caller's time, against this instance's.
 */
export async function cleanUpExpired(db: Db): Promise<CleanUpSummary> {
  const now = sql`now()`;
  const graceEnded = sql`now() - ${REFRESH_REUSE_GRACE_MS}::float8 * interval '1 millisecond'`;
  const forgetBefore = sql`now() - ${THROTTLE_MEMORY_MS}::float8 * interval '1 millisecond'`;
  const count = async (deleted: Promise<{ rowCount: number | null }>) => (await deleted).rowCount ?? 0;
  return {
    refreshTokens: await count(db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now))),
    refreshSuccessors: await count(
      db
        .update(refreshTokens)
        .set({ successor: null })
        .where(and(isNotNull(refreshTokens.successor), lt(refreshTokens.rotatedAt, graceEnded))),
    ),
    passwordResets: await count(db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))),
    mfaChallenges: await count(db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now))),
    emailChanges: await count(db.delete(emailChanges).where(lt(emailChanges.expiresAt, now))),
    throttles: await count(
      db
        .delete(authThrottles)
        .where(
          and(
            lt(authThrottles.updatedAt, forgetBefore),
            or(isNull(authThrottles.blockedUntil), lt(authThrottles.blockedUntil, now)),
          ),
        ),
    ),
    rateLimits: await deleteExpiredRateLimits(db, new Date()),
  };
}
