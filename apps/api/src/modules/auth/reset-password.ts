import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { updateUser } from '../users/accounts';
import { lockUsablePasswordReset, usePasswordResets } from './auth.repository';
import { endAllSessions } from './end-sessions';

/**
 * Sets a new password through an unused, unexpired reset link, spends the link and signs the user
 * out everywhere (refresh and access tokens). Answers false when the link cannot be used.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, ip: string): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const now = new Date();
    const reset = await lockUsablePasswordReset(tx, hashToken(token), now);
    if (!reset) return false;
    const user = await updateUser(tx, reset.userId, { passwordHash });
    await usePasswordResets(tx, user.id, now);
    await endAllSessions(tx, user.id, now);
    await recordActivity(tx, {
      actorId: user.id,
      action: 'password_reset',
      entity: 'user',
      entityId: user.id,
      message: `${user.name} reset their password`,
      params: { actor: user.name, userId: user.id },
      priority: 'medium',
      ip,
    });
    return true;
  });
}
