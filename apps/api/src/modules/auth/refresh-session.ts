import type { Db } from '../../db/client';
import { hashToken, type TokenSigner } from '../../lib/tokens';
import { findUserById } from '../users/accounts';
import { lockRefreshToken, markRefreshTokenRotated, revokeRefreshFamily } from './auth.repository';
import { issueTokens, type TokenPair } from './issue-tokens';

/**
 * How long a just-rotated refresh token is still accepted: two tabs (or a retry after a lost
 * answer) refreshing with the same token at once must not sign the user out.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family answered.
 * A token spent less than REFRESH_REUSE_GRACE_MS ago answers another new pair of its family; one
 * spent earlier, or revoked, revokes its whole family (it may have been stolen). The row lock makes
 * two refreshes with one token take turns. Answers nothing when the token cannot be used.
 */
export async function refreshSession(
  deps: { db: Db; tokens: TokenSigner },
  refreshToken: string,
): Promise<TokenPair | undefined> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockRefreshToken(tx, hashToken(refreshToken));
    if (!row) return undefined;
    const withinGrace = row.rotatedAt !== null && now.getTime() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;
    if (row.revokedAt || (row.rotatedAt && !withinGrace)) {
      await revokeRefreshFamily(tx, row.familyId, now);
      return undefined;
    }
    if (row.expiresAt <= now) return undefined;
    const user = await findUserById(tx, row.userId);
    if (!user) return undefined;
    // The first rotation's time stays: the grace never stretches.
    if (!row.rotatedAt) await markRefreshTokenRotated(tx, row.id, now);
    return issueTokens(tx, deps.tokens, user, row.familyId);
  });
}
