import type { Photo, photoFlagsBody } from '@karigar/domain/photo';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { orderForWorkshop } from './photo-access';
import { toPhotoAnswer } from './photo-images';
import { findOrderPhoto, updatePhotoFlags } from './photos.repository';

/**
 * The workshop keeps a photo from the customer (internal) or shows it on the home page (public);
 * a photo is never both.
 */
export async function setPhotoFlags(
  db: DbOrTx,
  viewer: AuthUser,
  orderId: string,
  photoId: string,
  flags: z.output<typeof photoFlagsBody>,
): Promise<Photo> {
  await orderForWorkshop(db, viewer, orderId);
  const photo = isUuid(photoId) ? await findOrderPhoto(db, orderId, photoId) : undefined;
  if (!photo) throw notFound('PHOTO_NOT_FOUND');
  const internal = flags.internal ?? photo.internal;
  const shown = flags.public ?? photo.public;
  if (internal && shown) throw badRequest('INVALID_VALUE');
  return toPhotoAnswer(await updatePhotoFlags(db, photo.id, flags));
}
