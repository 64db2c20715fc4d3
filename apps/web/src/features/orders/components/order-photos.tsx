import type { Order } from '@karigar/domain/order';
import type { Photo } from '@karigar/domain/photo';
import { useTranslation } from 'react-i18next';
import { PhotoGallery, PhotoThumb } from '../../../components/photos/photo-gallery';
import { Alert } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/spinner';
import { useOrderPhotos } from '../api/order-photos';
import { OrderPhotoActions } from './order-photo-actions';
import { OrderPhotoUpload } from './order-photo-upload';

/** The first before-photo and the last after-photo, once the job is done and both exist. */
function beforeAndAfter(order: Order, photos: readonly Photo[]): [Photo, Photo] | null {
  if (order.status !== 'Completed') return null;
  const before = photos.find((photo) => photo.label === 'before');
  const after = photos.findLast((photo) => photo.label === 'after');
  return before && after ? [before, after] : null;
}

/**
 * The order's photos grouped by label. The workshop takes them here and marks them internal or
 * public; the customer sees those not internal, and a before/after pair once the job is completed.
 */
export function OrderPhotos({ order, isWorkshop }: { order: Order; isWorkshop: boolean }) {
  const { t } = useTranslation();
  const photos = useOrderPhotos(order._id);
  const pair = photos.data ? beforeAndAfter(order, photos.data) : null;
  return (
    <div className="space-y-4">
      {isWorkshop && <OrderPhotoUpload orderId={order._id} />}
      {pair && (
        <section aria-label={t('photos.beforeAfter')} className="space-y-2">
          <h3 className="font-semibold">{t('photos.beforeAfter')}</h3>
          <div className="grid grid-cols-2 gap-3">
            <PhotoThumb photo={pair[0]} alt={t('photos.pairBefore')} />
            <PhotoThumb photo={pair[1]} alt={t('photos.pairAfter')} />
          </div>
        </section>
      )}
      {photos.isPending && <LoadingState label={t('photos.loading')} />}
      {photos.isError && <Alert tone="error">{t('photos.loadFailed')}</Alert>}
      {photos.data?.length === 0 && <p className="text-slate-700 dark:text-slate-300">{t('photos.none')}</p>}
      {photos.data && (
        <PhotoGallery
          photos={photos.data}
          {...(isWorkshop && { actions: (photo: Photo) => <OrderPhotoActions orderId={order._id} photo={photo} /> })}
        />
      )}
    </div>
  );
}
