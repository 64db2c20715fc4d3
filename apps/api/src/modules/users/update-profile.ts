import { messages } from '@karigar/domain/errors';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { NotAnImageError, removeImage, saveImage, type ImageOptions } from '../../lib/images';
import { hashPassword } from '../../lib/passwords';
import { AppError, badRequest, conflict } from '../../plugins/errors';
import type { TokenSigner } from '../../lib/tokens';
import { recordActivity } from '../activity/record-activity';
import { endAllSessions } from '../auth/end-sessions';
import { issueTokens, type TokenPair } from '../auth/issue-tokens';
import { toPublicUser } from './public-user';
import type { updateProfileBody } from '@karigar/domain/auth';
import type { z } from 'zod';
import type { ImageForm } from '../../lib/image-form';
import { isUniqueViolation } from '../../lib/unique-violation';
import { findUserByEmail, lockUserById, updateUser, type UserChanges } from './users.repository';

/** Avatars are stored as WebP of at most 512×512 under uploads/avatars/. */
const AVATAR: ImageOptions = { folder: 'avatars', maxSize: 512 };

/**
 * Applies a user's own profile changes: name, email (unique regardless of case), phone, address,
 * a new password (only when given) and a new avatar. Role and every other field stay as they are.
 * A new avatar replaces the previous uploaded file, which is then removed. A new password ends every
 * session of the account and answers a fresh token pair, so only this device stays signed in.
 */
export async function updateProfile(
  deps: { db: Db; uploadsDir: string; tokens: TokenSigner },
  userId: string,
  form: ImageForm<z.output<typeof updateProfileBody>>,
  ip: string,
): Promise<{ user: ReturnType<typeof toPublicUser>; session?: TokenPair }> {
  const { fields } = form;
  const changes: UserChanges = {};
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.email !== undefined) changes.email = fields.email;
  if (fields.phone !== undefined) changes.phone = fields.phone;
  if (fields.address !== undefined) changes.address = fields.address;
  if (fields.password !== undefined) changes.passwordHash = await hashPassword(fields.password);
  if (form.image) changes.profileImage = await storeAvatar(deps.uploadsDir, form.image);

  let result: { previous: UserRow; updated: UserRow; session?: TokenPair };
  try {
    result = await deps.db.transaction(async (tx) => {
      const previous = await lockUserById(tx, userId);
      if (!previous) throw new AppError('UNAUTHORIZED', messages.badToken);
      if (changes.email && changes.email !== previous.email.toLowerCase()) {
        const holder = await findUserByEmail(tx, changes.email);
        if (holder && holder.id !== userId) throw conflict(messages.emailTaken);
      }
      // Before the update, so the row answered carries the new session version.
      if (changes.passwordHash) await endAllSessions(tx, userId, new Date());
      const updated = await updateUser(tx, userId, changes);
      await recordActivity(tx, {
        actorId: userId,
        action: 'profile_updated',
        entity: 'user',
        entityId: userId,
        message: `${updated.name} updated their profile`,
        ip,
      });
      if (!changes.passwordHash) return { previous, updated };
      return { previous, updated, session: await issueTokens(tx, deps.tokens, updated) };
    });
  } catch (error) {
    // The change did not happen: the avatar stored for it goes too.
    if (changes.profileImage) await removeImage(deps.uploadsDir, changes.profileImage, AVATAR.folder);
    if (isUniqueViolation(error)) throw conflict(messages.emailTaken);
    throw error;
  }
  if (changes.profileImage) await removeImage(deps.uploadsDir, result.previous.profileImage, AVATAR.folder);
  return { user: toPublicUser(result.updated), ...(result.session ? { session: result.session } : {}) };
}

async function storeAvatar(uploadsDir: string, bytes: Buffer): Promise<string> {
  try {
    return await saveImage(uploadsDir, bytes, AVATAR);
  } catch (error) {
    if (error instanceof NotAnImageError) throw badRequest(messages.badImage, { profileImage: messages.badImage });
    throw error;
  }
}
