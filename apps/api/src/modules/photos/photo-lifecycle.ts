import type { Tx } from '../../db/client';
import { removePhotoImages } from './photo-images';
import { carryQuotationPhotos, deletePhotoRows, photosOnlyOf } from './photos.repository';

/** When a quotation becomes an order, its photos become the order's "before" photos. */
export const carryPhotosToOrder = (tx: Tx, quotationId: string, orderId: string) =>
  carryQuotationPhotos(tx, quotationId, orderId);

/**
 * Before an order or a quotation is deleted: removes the photos only it holds, with their images.
 * A photo both hold stays with the other.
 */
export async function removePhotosOf(tx: Tx, parent: { orderId: string } | { quotationId: string }): Promise<void> {
  await removePhotoImages(tx, await deletePhotoRows(tx, await photosOnlyOf(tx, parent)));
}
