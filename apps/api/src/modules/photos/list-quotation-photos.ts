import type { Photo } from '@karigar/domain/photo';
import type { DbOrTx } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { quotationOwnerFor } from './photo-access';
import { toPhotoAnswer } from './photo-images';
import { listQuotationPhotoRows } from './photos.repository';

/** The customer's photos on a request, for them and for the workshop pricing it. */
export async function listQuotationPhotos(db: DbOrTx, viewer: AuthUser, quotationId: string): Promise<Photo[]> {
  await quotationOwnerFor(db, viewer, quotationId);
  return (await listQuotationPhotoRows(db, quotationId)).map(toPhotoAnswer);
}
