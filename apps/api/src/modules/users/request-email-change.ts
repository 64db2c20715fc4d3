import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { MailMessage } from '../../lib/outbox/mail-message';
import { hashToken, randomToken } from '../../lib/tokens';
import { conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { confirmEmailChangeMail, emailChangeNoticeMail } from './email-change-mail';
import { closeEmailChanges, insertEmailChange } from './email-changes.repository';
import { findUserByEmail } from './users.repository';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Opens a change of the user's email to `newEmail` (lower case, not held by another account): a
 * single-use link valid for 24 hours (only its hash stored) replaces any open one. Answers the mails
 * for the caller to queue in the same transaction: the link to the new address, a notice to the current one.
 */
export async function requestEmailChange(
  tx: DbOrTx,
  appUrl: string,
  user: UserRow,
  newEmail: string,
  ip: string,
): Promise<MailMessage[]> {
  const holder = await findUserByEmail(tx, newEmail);
  if (holder && holder.id !== user.id) throw conflict('EMAIL_TAKEN');
  const now = new Date();
  const token = randomToken();
  await closeEmailChanges(tx, user.id, now);
  await insertEmailChange(tx, {
    userId: user.id,
    newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
  });
  await recordActivity(tx, {
    actorId: user.id,
    action: 'email_change_requested',
    entity: 'user',
    entityId: user.id,
    message: `${user.name} asked to change their email to ${newEmail}`,
    params: { actor: user.name, newEmail, userId: user.id },
    priority: 'medium',
    ip,
  });
  return [
    confirmEmailChangeMail(user, newEmail, `${appUrl}/confirm-email/${token}`),
    emailChangeNoticeMail(user, newEmail),
  ];
}
