import type { Photo, photoFlagsBody } from '@karigar/domain/photo';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { orderForAdmin } from './photo-access';
import { toPhotoAnswer } from './photo-images';
import { findOrderPhoto, updatePhotoFlags } from './photos.repository';
import { bumpCatalogueVersion } from '../services/catalogue-version';

/**
 * The workshop keeps a photo from the customer (internal) or shows it on the home page (public);
 * a photo is never both. A change to what the home page shows makes its cached HTML stale.
 */
export async function setPhotoFlags(
  db: Db,
  viewer: AuthUser,
  orderId: string,
  photoId: string,
  flags: z.output<typeof photoFlagsBody>,
): Promise<Photo> {
  return db.transaction(async (tx) => {
    await orderForAdmin(tx, viewer, orderId);
    const photo = isUuid(photoId) ? await findOrderPhoto(tx, orderId, photoId) : undefined;
    if (!photo) throw notFound('PHOTO_NOT_FOUND');
    const internal = flags.internal ?? photo.internal;
    const shown = flags.public ?? photo.public;
    if (internal && shown) throw badRequest('INVALID_VALUE');
    // The home page shows the public photos: its cached HTML is stale once that set changes.
    if (shown !== photo.public) await bumpCatalogueVersion(tx);
    return toPhotoAnswer(await updatePhotoFlags(tx, photo.id, flags));
  });
}
