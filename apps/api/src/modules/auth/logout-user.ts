import type { Db } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { bumpSessionVersion } from '../users/accounts';
import { lockRefreshToken, revokeRefreshFamily } from './auth.repository';

/**
 * Ends the session of the given refresh token: its whole family is revoked and the user's session
 * version bumped, so the access tokens already issued stop working at once. Other devices keep
 * their refresh tokens and carry on after one refresh. An unknown or revoked token changes nothing.
 */
export async function logoutUser(db: Db, refreshToken: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const token = await lockRefreshToken(tx, hashToken(refreshToken));
    if (!token || token.revokedAt) return;
    await revokeRefreshFamily(tx, token.familyId, now);
    const user = await bumpSessionVersion(tx, token.userId);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'logout',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} logged out`,
      params: { actor: user.name, userId: user.id },
      ip,
    });
  });
}
