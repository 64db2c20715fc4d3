import { isWorkshopRole } from '@karigar/domain/workshop-access';
import type { Photo } from '@karigar/domain/photo';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { orderFor } from './photo-access';
import { toPhotoAnswer } from './photo-images';
import { listOrderPhotoRows } from './photos.repository';

/** An order's photos, oldest first: the workshop sees every one, the customer none marked internal. */
export async function listOrderPhotos(db: DbOrTx, viewer: AuthUser, orderId: string): Promise<Photo[]> {
  await orderFor(db, viewer, orderId);
  return (await listOrderPhotoRows(db, orderId, isWorkshopRole(viewer.role))).map(toPhotoAnswer);
}
