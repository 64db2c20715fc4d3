import type { OrderStatus } from '@karigar/domain/order';
import type { Photo } from '@karigar/domain/photo';
import { useTranslation } from 'react-i18next';
import { PhotoGallery, PhotoThumb } from './photo-gallery';
import { Alert } from '../ui/alert';
import { LoadingState } from '../ui/spinner';
import { useOrderPhotos } from '../../lib/order-photos';
import { OrderPhotoActions } from './order-photo-actions';
import { OrderPhotoUpload } from './order-photo-upload';

/** The first before-photo and the last after-photo, once the job is done and both exist. */
function beforeAndAfter(status: OrderStatus, photos: readonly Photo[]): [Photo, Photo] | null {
  if (status !== 'Completed') return null;
  const before = photos.find((photo) => photo.label === 'before');
  const after = photos.findLast((photo) => photo.label === 'after');
  return before && after ? [before, after] : null;
}

interface OrderPhotosProps {
  order: { _id: string; status: OrderStatus };
  /** The workshop (admin or staff) takes photos, at this stage when the job is on the floor. */
  mayAdd: boolean;
  stageId?: string | null;
  /** The admin marks photos internal or public and deletes them. */
  mayChange: boolean;
}

/**
 * The order's photos grouped by label, on the order page and the job page. The workshop takes them
 * here and the admin marks them internal or public; the customer sees those not internal, and a
 * before/after pair once the job is completed.
 */
export function OrderPhotos({ order, mayAdd, stageId = null, mayChange }: OrderPhotosProps) {
  const { t } = useTranslation();
  const photos = useOrderPhotos(order._id);
  const pair = photos.data ? beforeAndAfter(order.status, photos.data) : null;
  return (
    <div className="space-y-4">
      {mayAdd && <OrderPhotoUpload orderId={order._id} stageId={stageId} />}
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
          {...(mayChange && { actions: (photo: Photo) => <OrderPhotoActions orderId={order._id} photo={photo} /> })}
        />
      )}
    </div>
  );
}
