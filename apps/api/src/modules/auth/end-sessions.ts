import type { DbOrTx } from '../../db/client';
import { bumpSessionVersion } from '../users/accounts';
import { revokeUserRefreshTokens } from './auth.repository';

/**
 * Signs the user out everywhere (a new or reset password): every refresh token is revoked and every
 * access token already issued is refused from now on. A caller that keeps one device signed in
 * issues its tokens after this, with the new session version.
 */
export async function endAllSessions(tx: DbOrTx, userId: string, at: Date): Promise<void> {
  await revokeUserRefreshTokens(tx, userId, at);
  await bumpSessionVersion(tx, userId);
}
