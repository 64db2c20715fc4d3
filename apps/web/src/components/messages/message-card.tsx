import type { MessageEntry } from '@karigar/domain/message-list';
import type { i18n as I18n, TFunction } from 'i18next';
import { Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../ui/text-link';
import { formatDateTime } from '../../lib/format';
import { MessageStatusBadge } from './message-status';

/**
 * Why a message failed: in the reader's language when its code is one the texts word (WhatsApp's own
 * number kept beside it), else as recorded.
 */
function failureReason(i18n: I18n, t: TFunction, { errorCode, lastError }: MessageEntry): string | null {
  const key = `messages.failureReasons.${errorCode ?? ''}`;
  if (!errorCode || !i18n.exists(key)) return lastError;
  const reason = t(key as 'messages.failureReasons.opted-out');
  return /^\d+$/.test(errorCode) ? t('messages.failureWithCode', { reason, code: errorCode }) : reason;
}

/**
 * One message as the customer gets it: the channel, to whom, what it is about, its text in the
 * customer's language, its status with its times, and why it failed when it did.
 */
export function MessageCard({ message, showOrder = true }: { message: MessageEntry; showOrder?: boolean }) {
  const { t, i18n } = useTranslation();
  const failed = message.status === 'failed';
  const Icon = message.channel === 'whatsapp' ? MessageCircle : Mail;
  const time = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <article
      data-testid="message"
      data-status={message.status}
      data-channel={message.channel}
      className={`space-y-3 rounded-xl border p-4 ${
        failed ? 'border-red-300 dark:border-red-700' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Icon aria-hidden="true" className="size-4" />
          {t(`messages.channels.${message.channel}`)}
        </span>
        <MessageStatusBadge status={message.status} />
        <span className="text-sm text-slate-700 dark:text-slate-300">
          {message.event ? t(`messages.events.${message.event}`) : message.subject}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('messages.to')}</dt>
        <dd className="break-all">{message.customerName ? `${message.customerName} · ${message.to}` : message.to}</dd>
        {message.language && (
          <>
            <dt className="font-medium">{t('messages.language')}</dt>
            <dd>{t(`messages.languages.${message.language}`)}</dd>
          </>
        )}
        {showOrder && message.orderId && message.orderRef && (
          <>
            <dt className="font-medium">{t('messages.order')}</dt>
            <dd>
              <TextLink to={`/admin/orders/${message.orderId}`}>{message.orderRef}</TextLink>
            </dd>
          </>
        )}
        <dt className="font-medium">{t('messages.queuedAt')}</dt>
        <dd>
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          {message.attempts > 1 && ` · ${t('messages.attempts', { count: message.attempts })}`}
        </dd>
        {message.sentAt && (
          <>
            <dt className="font-medium">{t('messages.sentAt')}</dt>
            <dd>
              <time dateTime={message.sentAt}>{time(message.sentAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {message.subject && message.channel === 'email' && <p className="font-medium">{message.subject}</p>}
      <p
        lang={message.language ?? undefined}
        className="whitespace-pre-line break-words rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800"
      >
        {message.text}
      </p>
      {message.lastError && (
        <p className={`text-sm ${failed ? 'font-medium text-red-800 dark:text-red-300' : ''}`}>
          {t(failed ? 'messages.failedBecause' : 'messages.lastError', { reason: failureReason(i18n, t, message) })}
        </p>
      )}
    </article>
  );
}
