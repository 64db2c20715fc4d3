import type { Photo } from '@karigar/domain/photo';
import type { DbOrTx } from '../../db/client';
import { toPhotoAnswer } from './photo-images';
import { countOrderPhotos, listOrderPhotoRows } from './photos.repository';

/** How many photos each job has (internal ones too), for the workshop's board and job page. */
export async function photoCountsOf(db: DbOrTx, orderIds: readonly string[]): Promise<(orderId: string) => number> {
  const counts = await countOrderPhotos(db, orderIds);
  return (orderId) => counts.get(orderId) ?? 0;
}

/** A job's photos its customer may see (never the internal ones), oldest first, for the job story. */
export async function customerPhotosOf(db: DbOrTx, orderId: string): Promise<Photo[]> {
  return (await listOrderPhotoRows(db, orderId, false)).map(toPhotoAnswer);
}
