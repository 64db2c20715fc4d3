import { randomUUID } from 'node:crypto';
import type { Role } from '@karigar/domain/user';
import type { DbOrTx } from '../../db/client';
import { hashToken, randomToken, type TokenSigner } from '../../lib/tokens';
import { insertRefreshToken } from './auth.repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * A 15-minute access token carrying the user's session version and a new 30-day refresh token
 * (stored hashed). A login starts a new family; a refresh passes the family of the token it rotates.
 */
export async function issueTokens(
  tx: DbOrTx,
  tokens: TokenSigner,
  user: { id: string; role: Role; sessionVersion: number },
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { accessToken: await tokens.sign({ sub: user.id, role: user.role, sv: user.sessionVersion }), refreshToken };
}
