import { useTranslation } from 'react-i18next';
import { PhotoGallery } from '../../../components/photos/photo-gallery';
import { useQuotationPhotos } from '../api/quotation-photos';

/** The photos the customer attached to their request, for them and for the workshop pricing it. */
export function QuotationPhotos({ quotationId }: { quotationId: string }) {
  const { t } = useTranslation();
  const photos = useQuotationPhotos(quotationId);
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-600 dark:text-slate-300">{t('photos.quotationTitle')}</h3>
      {photos.data?.length ? (
        <PhotoGallery photos={photos.data} />
      ) : (
        <p>{photos.isError ? t('photos.loadFailed') : t('photos.quotationNone')}</p>
      )}
    </div>
  );
}
