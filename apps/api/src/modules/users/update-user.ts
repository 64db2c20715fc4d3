import { changesCredentials } from '@karigar/domain/auth';
import type { PublicUser, updateUserBody } from '@karigar/domain/user';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import type { ImageForm } from '../../lib/image-form';
import { hashPassword } from '../../lib/passwords';
import { isUniqueViolation } from '../../lib/unique-violation';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, notFound, conflict } from '../../plugins/errors';
import { createPasswordSetupMail } from '../auth/password-setup';
import { recordActivity } from '../activity/record-activity';
import { endAllSessions } from '../auth/end-sessions';
import { refuseWeakPassword } from '../auth/weak-passwords';
import { removeAvatar, storeAvatar } from './avatar';
import { closeAccountLinks } from './close-account-links';
import { emailChangedMail, passwordChangedMail } from './credential-notice-mail';
import type { AdminUserDeps } from './create-user';
import { toPublicUser } from './public-user';
import {
  findUserById,
  lockAdminIds,
  lockUserById,
  updateUser as applyUserChanges,
  type UserChanges,
} from './users.repository';

/**
 * An admin's changes to an account: the profile's fields, the role and the avatar. A new email is
 * applied at once and a new password needs no current one (both are logged as a change of sign-in
 * details); a new password ends every session of the account, and either spends every link mailed
 * for the old details (reset, set-password, email change). The person is told by mail: of a new
 * password at their address, of a new email at the old one. The last admin keeps their role, and
 * an admin changes their own email or password on their profile, where their current password is asked.
 */
export async function updateUserAsAdmin(
  deps: AdminUserDeps,
  admin: AuthUser,
  userId: string,
  form: ImageForm<z.output<typeof updateUserBody>>,
  ip: string,
): Promise<PublicUser> {
  const { fields } = form;
  const current = await findUserById(deps.db, userId);
  if (!current) throw notFound('USER_NOT_FOUND');
  const credentials = changesCredentials(current.email, fields);
  if (credentials && userId === admin.id) throw forbidden('OWN_CREDENTIALS');
  if (fields.password !== undefined)
    await refuseWeakPassword(fields.password, [
      current,
      { email: fields.email ?? current.email, name: fields.name ?? current.name },
    ]);

  const changes: UserChanges = {};
  if (fields.name !== undefined) changes.name = fields.name;
  const newEmail =
    fields.email !== undefined && fields.email !== current.email?.toLowerCase() ? fields.email : undefined;
  if (newEmail !== undefined) changes.email = newEmail;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.address !== undefined) changes.address = fields.address;
  if (fields.role !== undefined) changes.role = fields.role;
  if (fields.password !== undefined) changes.passwordHash = await hashPassword(fields.password);
  if (form.image) changes.profileImage = await storeAvatar(deps.db, form.image);

  let updated: UserRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      // Admins first, then the account: the same order as a deletion, so the two never deadlock.
      const adminIds = changes.role === 'user' ? await lockAdminIds(tx) : [];
      const previous = await lockUserById(tx, userId);
      if (!previous) throw notFound('USER_NOT_FOUND');
      if (previous.role === 'admin' && changes.role === 'user' && adminIds.length <= 1) {
        throw conflict('LAST_ADMIN');
      }
      const now = new Date();
      if (changes.passwordHash) await endAllSessions(tx, userId, now);
      if (changes.email !== undefined || changes.passwordHash) await closeAccountLinks(tx, userId, now);
      const row = await applyUserChanges(tx, userId, changes);
      if (changes.passwordHash) await deps.mail.queue(tx, passwordChangedMail(row, 'admin', now));
      if (newEmail !== undefined)
        await deps.mail.queue(tx, emailChangedMail({ ...row, email: previous.email }, newEmail, 'admin', now));
      // A walk-in customer's first email: they are mailed a link to choose a password, and can sign in.
      if (newEmail !== undefined && previous.email === null && !changes.passwordHash)
        await deps.mail.queue(tx, await createPasswordSetupMail(tx, deps.appUrl, row));
      if (changes.profileImage) await removeAvatar(tx, previous.profileImage);
      if (Object.keys(changes).length > 0) await recordUpdate(tx, admin, row, credentials, ip);
      return row;
    });
  } catch (error) {
    // The change did not happen: the avatar stored for it goes too.
    if (changes.profileImage) await removeAvatar(deps.db, changes.profileImage);
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN');
    throw error;
  }
  return toPublicUser(updated);
}

function recordUpdate(tx: DbOrTx, admin: AuthUser, user: UserRow, credentials: boolean, ip: string) {
  return recordActivity(tx, {
    actorId: admin.id,
    action: credentials ? 'user_credentials_changed' : 'user_updated',
    entity: 'user',
    entityId: user.id,
    message: credentials
      ? `${admin.name} changed the sign-in details of ${user.name}`
      : `${admin.name} updated the account of ${user.name}`,
    priority: credentials ? 'high' : 'low',
    ip,
    params: { actor: admin.name, name: user.name, email: user.email, role: user.role, userId: user.id },
  });
}
