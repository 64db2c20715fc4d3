import type { Db } from '../../db/client';
import { hashToken, type TokenSigner } from '../../lib/tokens';
import { findUserById } from '../users/users.repository';
import { lockRefreshToken, markRefreshTokenRotated, revokeRefreshFamily } from './auth.repository';
import { issueTokens, type TokenPair } from './issue-tokens';

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family answered.
 * A spent or revoked token presented again revokes its whole family (it may have been stolen).
 * The row lock makes two refreshes with one token take turns, so at most one succeeds.
 * Answers nothing when the token cannot be used.
 */
export async function refreshSession(
  deps: { db: Db; tokens: TokenSigner },
  refreshToken: string,
): Promise<TokenPair | undefined> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const row = await lockRefreshToken(tx, hashToken(refreshToken));
    if (!row) return undefined;
    if (row.rotatedAt || row.revokedAt) {
      await revokeRefreshFamily(tx, row.familyId, now);
      return undefined;
    }
    if (row.expiresAt <= now) return undefined;
    const user = await findUserById(tx, row.userId);
    if (!user) return undefined;
    await markRefreshTokenRotated(tx, row.id, now);
    return issueTokens(tx, deps.tokens, user, row.familyId);
  });
}
