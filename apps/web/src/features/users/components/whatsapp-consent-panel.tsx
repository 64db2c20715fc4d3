import { toE164 } from '@karigar/domain/phone';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiErrorText } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { notifyOnScreen } from '../../../lib/notify';
import { useRecordConsent, useUserNotifications } from '../../../components/notifications/notification-settings-api';

/**
 * On a customer's page: whether they agreed to WhatsApp updates (when, and who recorded spoken
 * consent) or opted out, and the admin's "Record spoken consent" / "Record opt-out".
 */
export function WhatsAppConsentPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const settings = useUserNotifications(userId);
  const record = useRecordConsent(userId);
  const data = settings.data;
  if (!data) return settings.isError ? <Alert tone="error">{t('notifications.loadFailed')}</Alert> : null;
  const when = (iso: string | null) => formatDateTime(iso, i18n.language) ?? '';
  const canMessage = data.phone !== null && toE164(data.phone) !== null;
  const save = (whatsApp: boolean) =>
    record.mutate(whatsApp, {
      onSuccess: () => notifyOnScreen('success', t('notifications.admin.recorded')),
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('notifications.admin.failed'))),
    });
  return (
    <Card aria-labelledby="whatsapp-consent-heading">
      <h2 id="whatsapp-consent-heading" className="text-xl font-semibold">
        {t('notifications.admin.title')}
      </h2>
      <div className="mt-2 space-y-1 text-sm">
        {data.whatsApp ? (
          <>
            <p className="font-medium">{t('notifications.admin.consented', { when: when(data.whatsAppConsentAt) })}</p>
            <p>
              {data.whatsAppConsentBy
                ? t('notifications.admin.bySpoken', { name: data.whatsAppConsentBy.name })
                : t('notifications.admin.bySelf')}
            </p>
          </>
        ) : (
          <>
            <p className="font-medium">{t('notifications.admin.none')}</p>
            {data.whatsAppOptedOutAt && (
              <p>{t('notifications.admin.optedOut', { when: when(data.whatsAppOptedOutAt) })}</p>
            )}
            {!canMessage && <p>{t('notifications.admin.noPhone')}</p>}
          </>
        )}
      </div>
      <div className="mt-4">
        {data.whatsApp ? (
          <Button variant="secondary" disabled={record.isPending} onClick={() => save(false)}>
            {t('notifications.admin.recordOptOut')}
          </Button>
        ) : (
          <Button disabled={record.isPending || !canMessage} onClick={() => save(true)}>
            {t('notifications.admin.recordConsent')}
          </Button>
        )}
      </div>
    </Card>
  );
}
