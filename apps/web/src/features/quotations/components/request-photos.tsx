import { MAX_QUOTATION_PHOTOS } from '@karigar/domain/photo';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';

interface RequestPhotosProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

/**
 * Up to MAX_QUOTATION_PHOTOS photos of the job (the dent, the cracked tub), from the camera or the
 * gallery, shown small with a Remove each; they are sent once the request is made.
 */
export function RequestPhotos({ files, onChange }: RequestPhotosProps) {
  const { t } = useTranslation();
  const id = useId();
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= MAX_QUOTATION_PHOTOS;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t('photos.quotationTitle')}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
        {t('photos.quotationHint', { max: MAX_QUOTATION_PHOTOS })}
      </p>
      {files.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {files.map((file, index) => (
            <li key={previews[index]} className="relative">
              <img
                src={previews[index]}
                alt={t('photos.alt', { label: t('photos.labels.before'), n: index + 1 })}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-900 shadow"
                aria-label={t('photos.removeNth', { n: index + 1 })}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {!full && (
        <label htmlFor={id} className={buttonClasses('secondary', 'sm', 'cursor-pointer')}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('photos.add')}
          <input
            id={id}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={`${id}-hint`}
            className="sr-only"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              event.target.value = '';
              onChange([...files, ...picked].slice(0, MAX_QUOTATION_PHOTOS));
            }}
          />
        </label>
      )}
    </fieldset>
  );
}
