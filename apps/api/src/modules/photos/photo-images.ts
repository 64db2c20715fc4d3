import type { Photo } from '@karigar/domain/photo';
import type { DbOrTx } from '../../db/client';
import type { PhotoRow } from '../../db/schema/photos';
import { NotAnImageError, removeImage, saveImage, type ImageOptions } from '../../lib/images';
import { fieldProblem } from '../../plugins/errors';
import { bumpCatalogueVersion } from '../services/catalogue-version';

/** What the screens show: at most 1600 px on the longer side. */
const SCREEN: ImageOptions = { folder: 'photos', maxSize: 1600 };
/** The original kept at its own size, re-encoded finely, without its metadata. */
const ORIGINAL: ImageOptions = { folder: 'photo-originals', quality: 90 };

/**
 * Stores an uploaded photo twice, screen-sized and full-size, both re-encoded without EXIF (the
 * place it was taken above all); anything but an image is a 400 on `photo`.
 */
export async function storePhotoImages(db: DbOrTx, bytes: Buffer | undefined) {
  if (!bytes) throw fieldProblem('photo', 'PHOTO_REQUIRED');
  try {
    const path = await saveImage(db, bytes, SCREEN);
    const originalPath = await saveImage(db, bytes, ORIGINAL);
    return { path, originalPath };
  } catch (error) {
    if (error instanceof NotAnImageError) throw fieldProblem('photo', 'IMAGE_INVALID');
    throw error;
  }
}

/**
 * Removes the stored images of deleted photos (their screen and original paths); when one was on
 * the home page, its cached HTML is made stale.
 */
export async function removePhotoImages(
  db: DbOrTx,
  { paths, hadPublic }: { paths: readonly string[]; hadPublic: boolean },
): Promise<void> {
  if (hadPublic) await bumpCatalogueVersion(db);
  for (const path of paths) {
    await removeImage(db, path, path.startsWith(`/uploads/${SCREEN.folder}/`) ? SCREEN.folder : ORIGINAL.folder);
  }
}

export function toPhotoAnswer(row: PhotoRow): Photo {
  return {
    _id: row.id,
    label: row.label,
    stageId: row.stageId,
    internal: row.internal,
    public: row.public,
    url: row.path,
    originalUrl: row.originalPath,
    createdAt: row.createdAt.toISOString(),
  };
}
