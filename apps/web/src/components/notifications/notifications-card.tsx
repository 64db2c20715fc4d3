import type { NotificationSettings, OwnNotificationsBody } from '@karigar/domain/notification-settings';
import { displayPhone } from '@karigar/domain/phone';
import { Bell } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-errors';
import { formatDateTime } from '../../lib/format';
import { notifyOnScreen } from '../../lib/notify';
import { Alert } from '../ui/alert';
import { Card } from '../ui/card';
import { LoadingState } from '../ui/spinner';
import { useMyNotifications, useSaveMyNotifications } from './notification-settings-api';

function Switch(props: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div>
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-4 accent-blue-700"
          checked={props.checked}
          disabled={props.disabled}
          aria-describedby={hintId}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        {props.label}
      </label>
      <div id={hintId} className="mt-1 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {props.hint}
      </div>
    </div>
  );
}

/** What stands for WhatsApp: since when, who recorded spoken consent, or when it was stopped. */
function WhatsAppState({ settings }: { settings: NotificationSettings }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string | null) => formatDateTime(iso, i18n.language) ?? '';
  if (settings.whatsApp && settings.whatsAppConsentBy)
    return (
      <p>
        {t('notifications.consentSpokenBy', {
          name: settings.whatsAppConsentBy.name,
          when: when(settings.whatsAppConsentAt),
        })}
      </p>
    );
  if (settings.whatsApp) return <p>{t('notifications.consentSince', { when: when(settings.whatsAppConsentAt) })}</p>;
  if (settings.whatsAppOptedOutAt)
    return <p>{t('notifications.optedOutAt', { when: when(settings.whatsAppOptedOutAt) })}</p>;
  return null;
}

/** The profile's "Notifications": email updates and WhatsApp on or off, saved at once, with the consent's time. */
export function NotificationsCard() {
  const { t } = useTranslation();
  const settings = useMyNotifications();
  const save = useSaveMyNotifications();
  // While a change is saved, its switch shows the new state, from the click on (the box never flicks back).
  const [pending, setPending] = useState<OwnNotificationsBody>();
  const change = (body: OwnNotificationsBody) => {
    setPending(body);
    save.mutate(body, {
      onSuccess: () => notifyOnScreen('success', t('notifications.saved')),
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('notifications.saveFailed'))),
      onSettled: () => setPending(undefined),
    });
  };
  const data = settings.data && {
    ...settings.data,
    emailUpdates: pending?.emailUpdates ?? settings.data.emailUpdates,
    whatsApp: pending?.whatsApp ?? settings.data.whatsApp,
  };
  return (
    <Card aria-labelledby="notifications-heading">
      <h2 id="notifications-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Bell aria-hidden="true" className="size-5" />
        {t('notifications.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('notifications.intro')}</p>
      {settings.isError && <Alert tone="error">{t('notifications.loadFailed')}</Alert>}
      {settings.isPending && <LoadingState label={t('common.loading')} />}
      {data && (
        <div className="mt-4 space-y-4">
          <Switch
            label={t('notifications.emailUpdates')}
            hint={<p>{data.hasEmail ? t('notifications.emailUpdatesHint') : t('notifications.noEmail')}</p>}
            checked={data.emailUpdates && data.hasEmail}
            disabled={pending !== undefined || !data.hasEmail}
            onChange={(emailUpdates) => change({ emailUpdates })}
          />
          <Switch
            label={t('notifications.whatsApp')}
            hint={
              <>
                <p>
                  {data.phone
                    ? t('notifications.whatsAppHint', { phone: displayPhone(data.phone) })
                    : t('notifications.whatsAppNeedsPhone')}
                </p>
                <WhatsAppState settings={data} />
              </>
            }
            checked={data.whatsApp}
            disabled={pending !== undefined || (!data.phone && !data.whatsApp)}
            onChange={(whatsApp) => change({ whatsApp })}
          />
        </div>
      )}
    </Card>
  );
}
