import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-errors';
import { useCreateShareLink, useRevokeShareLink } from '../../lib/job-story';
import { notifyOnScreen } from '../../lib/notify';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';

/** The order's customer or an admin makes a read-only tracking link (shown once) or revokes it. */
export function ShareLinkControl({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const [url, setUrl] = useState<string | null>(null);
  const failed = (error: unknown) => notifyOnScreen('error', apiErrorText(t, error, t('floor.share.failed')));
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{t('floor.share.title')}</h3>
      <p className="text-slate-700 dark:text-slate-300">{t('floor.share.intro')}</p>
      {url && (
        <>
          <p role="status">{t('floor.share.created')}</p>
          <TextField label={t('floor.share.link')} value={url} readOnly onFocus={(event) => event.target.select()} />
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={create.isPending}
          onClick={() => create.mutate(orderId, { onSuccess: (answer) => setUrl(answer.url), onError: failed })}
        >
          {url ? t('floor.share.replace') : t('floor.share.create')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(orderId, {
              onSuccess: () => {
                setUrl(null);
                notifyOnScreen('success', t('floor.share.revoked'));
              },
              onError: failed,
            })
          }
        >
          {t('floor.share.revoke')}
        </Button>
      </div>
    </div>
  );
}
