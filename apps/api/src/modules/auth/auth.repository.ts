import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mfaChallenges } from '../../db/schema/mfa-challenges';
import { passwordResets } from '../../db/schema/password-resets';
import { refreshTokens } from '../../db/schema/refresh-tokens';
import { users } from '../../db/schema/users';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The row of a presented refresh token, locked until the transaction ends. */
export async function lockRefreshToken(tx: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
  return row;
}

/** Spends a token, keeping the (sealed) pair its rotation answered for a retry within the grace. */
export async function markRefreshTokenRotated(db: DbOrTx, id: string, at: Date, successor: string): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: at, successor }).where(eq(refreshTokens.id, id));
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, successor: null })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserRefreshTokens(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at, successor: null })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertPasswordReset(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** An unused, unexpired reset for this token hash; with `lock`, locked until the transaction ends. */
export async function findUsablePasswordReset(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  lock: boolean,
): Promise<{ id: string; userId: string } | undefined> {
  const query = db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Spends every open reset link of the user (the one used and any older ones). */
export async function usePasswordResets(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertMfaChallenge(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(mfaChallenges).values(values);
}

/**
 * The user's challenge with this token hash while it is open (unused, unexpired, fewer than
 * `maxAttempts` wrong codes), locked until the transaction ends.
 */
export async function lockOpenMfaChallenge(
  tx: DbOrTx,
  where: { userId: string; tokenHash: string; now: Date; maxAttempts: number },
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: mfaChallenges.id })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, where.tokenHash),
        eq(mfaChallenges.userId, where.userId),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, where.now),
        lt(mfaChallenges.failedAttempts, where.maxAttempts),
      ),
    )
    .for('update');
  return row;
}

export async function countWrongMfaCode(db: DbOrTx, challengeId: string): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, challengeId));
}

/** Closes every open challenge of the user once one login has finished. */
export async function useMfaChallenges(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ usedAt: at })
    .where(and(eq(mfaChallenges.userId, userId), isNull(mfaChallenges.usedAt)));
}

/** Records a code's time step (login, enable or disable); false when that step (or a later one) was already used. */
export async function claimTotpStep(tx: DbOrTx, userId: string, step: number): Promise<boolean> {
  const claimed = await tx
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}
