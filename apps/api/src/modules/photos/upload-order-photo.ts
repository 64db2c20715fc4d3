import type { Photo, orderPhotoFields } from '@karigar/domain/photo';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { orderForWorkshop } from './photo-access';
import { storePhotoImages, toPhotoAnswer } from './photo-images';
import { insertPhoto } from './photos.repository';

/** The workshop adds a photo to an order: labelled, maybe of a stage, maybe kept from the customer. */
export async function uploadOrderPhoto(
  db: Db,
  viewer: AuthUser,
  orderId: string,
  fields: z.output<typeof orderPhotoFields>,
  image: Buffer | undefined,
): Promise<Photo> {
  return db.transaction(async (tx) => {
    await orderForWorkshop(tx, viewer, orderId);
    const stored = await storePhotoImages(tx, image);
    const row = await insertPhoto(tx, {
      orderId,
      label: fields.label,
      stageId: fields.stageId ?? null,
      internal: fields.internal,
      uploadedBy: viewer.id,
      ...stored,
    });
    return toPhotoAnswer(row);
  });
}
