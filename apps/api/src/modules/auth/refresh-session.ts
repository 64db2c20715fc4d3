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
 * Rotates a refresh token: the presented one is spent and a new pair of the same family answered.
 * The rotation keeps that pair sealed on the spent token's row, and a token spent less than
 * REFRESH_REUSE_GRACE_MS ago answers that same pair again, so a family never has more than one live
 * refresh token. One spent earlier, or revoked, revokes its whole family (it may have been stolen).
 * The row lock makes refreshes with one token take turns. Answers nothing when the token cannot be used.
 */
export async function refreshSession(
  deps: { db: Db; tokens: TokenSigner },
  refreshToken: string,
): Promise<TokenPair | undefined> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const tokenHash = hashToken(refreshToken);
    const row = await lockRefreshToken(tx, tokenHash);
    if (!row) return undefined;
    if (!row.revokedAt && row.rotatedAt) {
      // The first rotation's time stays: the grace never stretches.
      const withinGrace = now.getTime() - row.rotatedAt.getTime() < REFRESH_REUSE_GRACE_MS;
      const successor = withinGrace && row.successor ? deps.tokens.unseal(row.successor, tokenHash) : undefined;
      if (successor) return JSON.parse(successor) as TokenPair;
    }
    if (row.revokedAt || row.rotatedAt) {
      await revokeRefreshFamily(tx, row.familyId, now);
      return undefined;
    }
    if (row.expiresAt <= now) return undefined;
    const user = await findUserById(tx, row.userId);
    if (!user) return undefined;
    const pair = await issueTokens(tx, deps.tokens, user, row.familyId);
    await markRefreshTokenRotated(tx, row.id, now, deps.tokens.seal(JSON.stringify(pair), tokenHash));
    return pair;
  });
}
