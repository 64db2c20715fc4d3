import { MAX_QUOTATION_PHOTOS, type Photo } from '@karigar/domain/photo';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { conflict } from '../../plugins/errors';
import { ownQuotationLocked } from './photo-access';
import { storePhotoImages, toPhotoAnswer } from './photo-images';
import { countQuotationPhotoRows, insertPhoto } from './photos.repository';

/**
 * The customer attaches a photo to their own request (the dent, the cracked tub), up to
 * MAX_QUOTATION_PHOTOS, until it becomes an order. Counted under the quotation's lock.
 */
export async function uploadQuotationPhoto(
  db: Db,
  viewer: AuthUser,
  quotationId: string,
  image: Buffer | undefined,
): Promise<Photo> {
  return db.transaction(async (tx) => {
    const quotation = await ownQuotationLocked(tx, viewer, quotationId);
    if (quotation.closed) throw conflict('QUOTATION_NOT_EDITABLE');
    if ((await countQuotationPhotoRows(tx, quotationId)) >= MAX_QUOTATION_PHOTOS) {
      throw conflict('PHOTO_LIMIT_REACHED', { max: String(MAX_QUOTATION_PHOTOS) });
    }
    const stored = await storePhotoImages(tx, image);
    const row = await insertPhoto(tx, { quotationId, label: 'before', uploadedBy: viewer.id, ...stored });
    return toPhotoAnswer(row);
  });
}
