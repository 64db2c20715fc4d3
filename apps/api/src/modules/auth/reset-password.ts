import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { closeAccountLinks } from '../users/close-account-links';
import { passwordChangedMail } from '../users/credential-notice-mail';
import { findUserById, updateUser } from '../users/accounts';
import { findUsablePasswordReset } from './auth.repository';
import { endAllSessions } from './end-sessions';
import { refuseWeakPassword } from './weak-passwords';

/**
 * Sets a new password through an unused, unexpired reset link, spends it with every other open link
 * of the account (reset, set-password, email change) and signs the user out everywhere (refresh and
 * access tokens); the account's address is told. Answers false when the link cannot be used; a weak password is refused (the link
 * stays usable).
 */
export async function resetPassword(
  deps: { db: Db; mail: MailOutbox },
  token: string,
  newPassword: string,
  ip: string,
): Promise<boolean> {
  const { db } = deps;
  const tokenHash = hashToken(token);
  const usable = await findUsablePasswordReset(db, tokenHash, new Date(), false);
  const owner = usable && (await findUserById(db, usable.userId));
  if (!owner) return false;
  await refuseWeakPassword(newPassword, [owner], 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const now = new Date();
    const reset = await findUsablePasswordReset(tx, tokenHash, now, true);
    if (!reset) return false;
    const user = await updateUser(tx, reset.userId, { passwordHash });
    await closeAccountLinks(tx, user.id, now);
    await endAllSessions(tx, user.id, now);
    await deps.mail.queue(tx, passwordChangedMail(user, 'link', now));
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
