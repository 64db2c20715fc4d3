import type { Order } from '@karigar/domain/order-answer';
import type { PaymentReminder } from '@karigar/domain/payment-reminders';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiErrorText } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { notifyOnScreen } from '../../../lib/notify';
import { useMakePayLink, useOrderReminders, useSendReminder } from '../api/order-reminders';

function ReminderLine({ reminder }: { reminder: PaymentReminder }) {
  const { t, i18n } = useTranslation();
  const channels = reminder.channels.map((channel) => t(`reminders.order.channel.${channel}`)).join(', ');
  return (
    <li>
      {t('reminders.order.line', {
        number: reminder.number,
        when: formatDateTime(reminder.sentAt, i18n.language),
        by: reminder.sentBy ?? t('reminders.order.bySchedule'),
        channels,
      })}
    </li>
  );
}

/**
 * The admin's payment reminders of an order: those sent, "Send reminder" while something is owed, and
 * a pay link to share (shown once: only its hash is kept).
 */
export function OrderReminders({ order }: { order: Order }) {
  const { t } = useTranslation();
  const reminders = useOrderReminders(order._id);
  const send = useSendReminder(order._id);
  const payLink = useMakePayLink(order._id);
  const owed = order.status !== 'Cancelled' && order.paymentStatus !== 'paid' && order.amountDue >= 1;
  const sent = reminders.data?.reminders ?? [];

  const sendNow = () =>
    send.mutate(undefined, {
      onSuccess: () => notifyOnScreen('success', t('reminders.order.sent')),
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('reminders.order.sendFailed'))),
    });
  const makeLink = () =>
    payLink.mutate(undefined, {
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('reminders.order.linkFailed'))),
    });

  return (
    <Card aria-labelledby="order-reminders-title" className="space-y-3">
      <h2 id="order-reminders-title" className="text-xl font-semibold">
        {t('reminders.order.title')}
      </h2>
      {sent.length ? (
        <ul className="list-disc space-y-1 pl-5">
          {sent.map((reminder) => (
            <ReminderLine key={reminder.number} reminder={reminder} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t('reminders.order.none')}</p>
      )}
      {owed && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={sendNow} disabled={send.isPending}>
            {t('reminders.order.send')}
          </Button>
          <Button variant="secondary" onClick={makeLink} disabled={payLink.isPending}>
            {t('reminders.order.makeLink')}
          </Button>
        </div>
      )}
      {payLink.data && (
        <div className="space-y-1">
          <label htmlFor="pay-link-url" className="block text-sm font-medium">
            {t('reminders.order.linkLabel')}
          </label>
          <input
            id="pay-link-url"
            readOnly
            value={payLink.data.url}
            onFocus={(event) => event.target.select()}
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm dark:border-slate-500 dark:bg-slate-800"
          />
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('reminders.order.linkHint')}</p>
        </div>
      )}
    </Card>
  );
}
