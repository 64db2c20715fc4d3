import type { DbOrTx } from '../../db/client';
import { NotAnImageError, removeImage, saveImage, type ImageOptions } from '../../lib/images';
import { fieldProblem } from '../../plugins/errors';

/** Service images are stored as WebP no larger than 1200 px on their longest side. */
export const SERVICE_IMAGES: ImageOptions = { folder: 'services', maxSize: 1200 };

/** Stores an uploaded service image; bytes that are not an accepted image answer 400 naming `image`. */
export async function storeServiceImage(db: DbOrTx, bytes: Buffer): Promise<string> {
  try {
    return await saveImage(db, bytes, SERVICE_IMAGES);
  } catch (error) {
    if (error instanceof NotAnImageError) throw fieldProblem('image', 'IMAGE_INVALID');
    throw error;
  }
}

export const removeServiceImage = (db: DbOrTx, publicPath: string | null | undefined) =>
  removeImage(db, publicPath, SERVICE_IMAGES.folder);
