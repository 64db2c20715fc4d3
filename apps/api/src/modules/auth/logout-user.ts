import type { Db } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { findUserById } from '../users/users.repository';
import { revokeRefreshToken } from './auth.repository';

/** Revokes the given refresh token; an unknown or already revoked one changes nothing. */
export async function logoutUser(db: Db, refreshToken: string, ip: string): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await revokeRefreshToken(tx, hashToken(refreshToken), new Date());
    if (!revoked) return;
    const user = await findUserById(tx, revoked.userId);
    if (!user) return;
    await recordActivity(tx, {
      actorId: user.id,
      action: 'logout',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} logged out`,
      ip,
    });
  });
}
