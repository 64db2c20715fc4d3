import type { Db } from '../../db/client';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashToken } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { badRequest, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { closeAccountLinks } from './close-account-links';
import { emailChangedMail } from './credential-notice-mail';
import { lockUsableEmailChange } from './email-changes.repository';
import { findUserByEmail, lockUserById, updateUser } from './users.repository';

/**
 * Applies a requested email change through its link: once, within 24 hours, and only while no
 * other account has taken the address meanwhile (409; the link then stays open until it expires).
 * The change spends every reset link and closes every other pending change of the account; the old
 * address is told.
 */
export async function confirmEmailChange(deps: { db: Db; mail: MailOutbox }, token: string, ip: string): Promise<void> {
  const { db } = deps;
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      const change = await lockUsableEmailChange(tx, hashToken(token), now);
      if (!change) throw badRequest('EMAIL_CHANGE_LINK_INVALID');
      const previous = await lockUserById(tx, change.userId);
      if (!previous) throw badRequest('EMAIL_CHANGE_LINK_INVALID');
      const holder = await findUserByEmail(tx, change.newEmail);
      if (holder && holder.id !== previous.id) throw conflict('EMAIL_TAKEN');
      const user = await updateUser(tx, previous.id, { email: change.newEmail });
      await closeAccountLinks(tx, user.id, now);
      await deps.mail.queue(tx, emailChangedMail(previous, change.newEmail, 'user', now));
      await recordActivity(tx, {
        actorId: user.id,
        action: 'email_changed',
        entity: 'user',
        entityId: user.id,
        message: `${user.name} changed their email from ${previous.email} to ${user.email}`,
        params: { actor: user.name, oldEmail: previous.email, newEmail: user.email, userId: user.id },
        priority: 'medium',
        ip,
      });
    });
  } catch (error) {
    // Another account took the address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
}
