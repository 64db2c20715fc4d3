import { RECENT_WORK_PATH, type RecentWork as RecentPhotos } from '@karigar/domain/recent-work';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageColumn } from '../../../components/ui/page';
import { apiRequest } from '../../../lib/api-client';
import { usePageAnswer } from '../../../lib/page-data';

/**
 * The home page's strip of finished jobs: the after-photos the owner chose to show, screen-sized,
 * each named by its service. Rendered on the server from the page's own answer; nothing at all
 * while there are none.
 */
export function RecentWork() {
  const { t, i18n } = useTranslation();
  const recent = useQuery({
    queryKey: ['recent-work'],
    queryFn: ({ signal }) => apiRequest<{ photos: RecentPhotos }>(RECENT_WORK_PATH, { signal }),
    initialData: usePageAnswer<{ photos: RecentPhotos }>(RECENT_WORK_PATH),
  });
  const photos = recent.data?.photos ?? [];
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="recent-work-heading" className={`${pageColumn} py-16`}>
      <h2 id="recent-work-heading" className="text-3xl font-bold">
        {t('recentWork.title')}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {photos.map((photo) => {
          const service = (i18n.language === 'mr' && photo.serviceMr) || photo.service;
          return (
            <li key={photo._id}>
              <img
                src={photo.url}
                alt={t('recentWork.alt', { service })}
                loading="lazy"
                width={288}
                height={216}
                className="aspect-[4/3] w-full rounded-2xl object-cover"
              />
              <p className="mt-2 font-medium">{service}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
