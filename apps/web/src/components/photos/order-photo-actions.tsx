import type { Photo } from '@karigar/domain/photo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../ui/checkbox-field';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DeleteButton } from '../ui/delete-button';
import { apiErrorText } from '../../lib/api-errors';
import { notify } from '../../lib/notify';
import { useDeleteOrderPhoto, useSetPhotoFlags } from '../../lib/order-photos';

/** The workshop's controls under a photo: internal, public (after-photos only) and delete. */
export function OrderPhotoActions({ orderId, photo }: { orderId: string; photo: Photo }) {
  const { t } = useTranslation();
  const flags = useSetPhotoFlags(orderId);
  const remove = useDeleteOrderPhoto(orderId);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) => notify('error', apiErrorText(t, error, t('photos.saveFailed')));
  const set = (change: { internal?: boolean; public?: boolean }) =>
    flags.mutate({ photoId: photo._id, ...change }, { onError: failed });
  return (
    <div className="space-y-1">
      <CheckboxField
        label={t('photos.internal')}
        checked={photo.internal}
        onChange={(on) => set({ internal: on, ...(on && { public: false }) })}
      />
      {photo.label === 'after' && (
        <CheckboxField
          label={t('photos.public')}
          checked={photo.public}
          onChange={(on) => set({ public: on, ...(on && { internal: false }) })}
        />
      )}
      <DeleteButton text={t('photos.delete')} label={t('photos.deleteLabel')} onClick={() => setConfirming(true)} />
      {confirming && (
        <ConfirmDialog
          title={t('photos.deleteTitle')}
          text={t('photos.deleteConfirm')}
          confirmLabel={t('photos.delete')}
          danger
          busy={remove.isPending}
          onConfirm={() => remove.mutate(photo._id, { onError: failed, onSettled: () => setConfirming(false) })}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
