import { useTranslation } from 'react-i18next';

/** How much of the form (and its image) has been sent. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
        {t('catalog.form.uploading', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('catalog.form.uploadProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] motion-reduce:transition-none dark:bg-blue-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
