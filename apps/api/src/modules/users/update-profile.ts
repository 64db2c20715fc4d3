import { changesCredentials, type updateProfileBody } from '@karigar/domain/auth';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { ImageForm } from '../../lib/image-form';
import type { MailOutbox } from '../../lib/outbox/queue-mail';
import { hashPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { unauthorized, conflict } from '../../plugins/errors';
import { recordActivity } from '../activity/record-activity';
import { endAllSessions } from '../auth/end-sessions';
import { refuseWeakPassword } from '../auth/weak-passwords';
import { issueTokens, type TokenPair } from '../auth/issue-tokens';
import { removeAvatar, storeAvatar } from './avatar';
import { closeAccountLinks } from './close-account-links';
import { passwordChangedMail } from './credential-notice-mail';
import { checkCurrentPassword, claimMfaCode } from './confirm-identity';
import { requestEmailChange } from './request-email-change';
import { toPublicUser } from './public-user';
import { findUserById, lockUserById, updateUser, type UserChanges } from './users.repository';

export interface ProfileDeps {
  db: Db;
  tokens: TokenSigner;
  mail: MailOutbox;
  appUrl: string;
}

export interface ProfileUpdated {
  user: ReturnType<typeof toPublicUser>;
  /** A new email waiting for its confirmation link. */
  pendingEmail?: string;
  session?: TokenPair;
}

/**
 * Applies a user's own profile changes: name, phone, address, a new avatar (replacing and removing
 * the previous one), a new password and a new email. Role and every other field stay as they are.
 * A new password or email needs the current password, and a single-use code with MFA on. A new
 * password ends every session of the account and answers a fresh token pair, so only this device
 * stays signed in; it also spends every reset link, closes a pending email change and is told by
 * mail. A new email (unique regardless of case) is applied only once the link mailed to it is
 * followed; the current address is told.
 */
export async function updateProfile(
  deps: ProfileDeps,
  userId: string,
  form: ImageForm<z.output<typeof updateProfileBody>>,
  ip: string,
): Promise<ProfileUpdated> {
  const { fields } = form;
  const current = await findUserById(deps.db, userId);
  if (!current) throw unauthorized('TOKEN_INVALID');
  const newEmail = changesCredentials(current.email, { email: fields.email }) ? fields.email : undefined;
  const credentials = changesCredentials(current.email, fields);
  if (credentials) await checkCurrentPassword(deps.db, current, fields.currentPassword, ip);
  if (fields.password !== undefined)
    await refuseWeakPassword(fields.password, [
      current,
      { email: newEmail ?? current.email, name: fields.name ?? current.name },
    ]);

  const changes: UserChanges = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.address !== undefined) changes.address = fields.address;
  if (fields.gstin !== undefined) changes.gstin = fields.gstin;
  if (fields.password !== undefined) changes.passwordHash = await hashPassword(fields.password);
  if (form.image) changes.profileImage = await storeAvatar(deps.db, form.image);

  let result: { updated: UserRow; session?: TokenPair };
  try {
    result = await deps.db.transaction(async (tx) => {
      const previous = await lockUserById(tx, userId);
      if (!previous) throw unauthorized('TOKEN_INVALID');
      if (credentials) await claimMfaCode(tx, previous, fields.mfaCode);
      const now = new Date();
      // Before a new email's request, which stays open: the links mailed for the old password go.
      if (changes.passwordHash) await closeAccountLinks(tx, userId, now);
      if (newEmail) await deps.mail.queue(tx, await requestEmailChange(tx, deps.appUrl, previous, newEmail, ip));
      // Before the update, so the row answered carries the new session version.
      if (changes.passwordHash) await endAllSessions(tx, userId, now);
      const updated = await updateUser(tx, userId, changes);
      if (changes.profileImage) await removeAvatar(tx, previous.profileImage);
      if (Object.keys(changes).length > 0)
        await recordActivity(tx, {
          actorId: userId,
          action: 'profile_updated',
          entity: 'user',
          entityId: userId,
          message: `${updated.name} updated their profile`,
          params: { actor: updated.name, userId },
          ip,
        });
      if (changes.passwordHash) await deps.mail.queue(tx, passwordChangedMail(updated, 'user', now));
      const session = changes.passwordHash ? await issueTokens(tx, deps.tokens, updated) : undefined;
      return { updated, ...(session ? { session } : {}) };
    });
  } catch (error) {
    // The change did not happen: the avatar stored for it goes too.
    if (changes.profileImage) await removeAvatar(deps.db, changes.profileImage);
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
  return {
    user: toPublicUser(result.updated),
    ...(newEmail ? { pendingEmail: newEmail } : {}),
    ...(result.session ? { session: result.session } : {}),
  };
}
