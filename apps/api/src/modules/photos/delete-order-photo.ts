import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { orderForAdmin } from './photo-access';
import { removePhotoImages } from './photo-images';
import { deletePhotoRows, findOrderPhoto } from './photos.repository';

/** The workshop removes an order's photo, with both its images (from the quotation too, if it came from one). */
export async function deleteOrderPhoto(db: Db, viewer: AuthUser, orderId: string, photoId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await orderForAdmin(tx, viewer, orderId);
    const photo = isUuid(photoId) ? await findOrderPhoto(tx, orderId, photoId) : undefined;
    if (!photo) throw notFound('PHOTO_NOT_FOUND');
    await removePhotoImages(tx, await deletePhotoRows(tx, [photo.id]));
  });
}
