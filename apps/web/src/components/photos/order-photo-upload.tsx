import { photoLabels, type PhotoLabel } from '@karigar/domain/photo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoInput } from './photo-input';
import { Alert } from '../ui/alert';
import { CheckboxField } from '../ui/checkbox-field';
import { SelectField } from '../ui/select-field';
import { apiErrorText } from '../../lib/api-errors';
import { useUploadOrderPhoto } from '../../lib/order-photos';

/**
 * The workshop adds a photo in two taps on a phone: the label is already chosen (progress unless
 * changed), the button opens the rear camera and the photo is sent as soon as it is taken.
 */
export function OrderPhotoUpload({ orderId, stageId }: { orderId: string; stageId: string | null }) {
  const { t } = useTranslation();
  const upload = useUploadOrderPhoto(orderId);
  const [label, setLabel] = useState<PhotoLabel>('progress');
  const [internal, setInternal] = useState(false);
  return (
    <div className="space-y-3 rounded-lg border border-slate-300 p-3 dark:border-slate-600">
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          label={t('photos.label')}
          value={label}
          onChange={(event) => setLabel(event.target.value as PhotoLabel)}
          options={photoLabels.map((value) => ({ value, label: t(`photos.labels.${value}`) }))}
        />
        <CheckboxField className="pb-2" label={t('photos.internalNew')} checked={internal} onChange={setInternal} />
      </div>
      <PhotoInput
        text={upload.isPending ? t('photos.uploading') : t('photos.take')}
        disabled={upload.isPending}
        onPick={(file) => upload.mutate({ file, label, internal, stageId })}
      />
      {upload.isSuccess && !upload.isPending && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          {t('photos.uploaded')}
        </p>
      )}
      {upload.isError && <Alert tone="error">{apiErrorText(t, upload.error, t('photos.uploadFailed'))}</Alert>}
    </div>
  );
}
