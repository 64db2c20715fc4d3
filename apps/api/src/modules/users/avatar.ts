import type { DbOrTx } from '../../db/client';
import { NotAnImageError, removeImage, saveImage, type ImageOptions } from '../../lib/images';
import { fieldProblem } from '../../plugins/errors';

/** Avatars are stored as WebP of at most 512×512 at /uploads/avatars/. */
const AVATAR: ImageOptions = { folder: 'avatars', maxSize: 512 };

/** Stores an uploaded avatar and answers its public path; anything but an image is a 400 on `profileImage`. */
export async function storeAvatar(db: DbOrTx, bytes: Buffer): Promise<string> {
  try {
    return await saveImage(db, bytes, AVATAR);
  } catch (error) {
    if (error instanceof NotAnImageError) throw fieldProblem('profileImage', 'IMAGE_INVALID');
    throw error;
  }
}

/** Removes a stored avatar; a default image or a URL is left alone. */
export const removeAvatar = (db: DbOrTx, publicPath: string | null | undefined) =>
  removeImage(db, publicPath, AVATAR.folder);
