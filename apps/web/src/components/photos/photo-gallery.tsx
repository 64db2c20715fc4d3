import { photoLabels, type Photo } from '@karigar/domain/photo';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PhotoGalleryProps {
  photos: readonly Photo[];
  /** Controls under each photo (the workshop's flags and delete). */
  actions?: (photo: Photo) => ReactNode;
}

/** A photo as a link to its full-size original; `alt` names its label. */
export function PhotoThumb({ photo, alt }: { photo: Photo; alt: string }) {
  return (
    <a href={photo.originalUrl} target="_blank" rel="noreferrer" className="block">
      <img
        src={photo.url}
        alt={alt}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-lg border border-slate-300 object-cover dark:border-slate-600"
      />
    </a>
  );
}

/** Photos grouped under Before, Progress and After, each group oldest first; empty groups are left out. */
export function PhotoGallery({ photos, actions }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const groups = photoLabels
    .map((label) => ({ label, photos: photos.filter((photo) => photo.label === label) }))
    .filter((group) => group.photos.length > 0);
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section key={group.label} aria-label={t(`photos.labels.${group.label}`)}>
          <h3 className="mb-2 font-semibold">{t(`photos.labels.${group.label}`)}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {group.photos.map((photo, index) => (
              <li key={photo._id} className="space-y-2">
                <PhotoThumb
                  photo={photo}
                  alt={t('photos.alt', { label: t(`photos.labels.${group.label}`), n: index + 1 })}
                />
                {actions?.(photo)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
