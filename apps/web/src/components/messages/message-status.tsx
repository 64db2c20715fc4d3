import type { MessageStatus } from '@karigar/domain/message-list';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from '../ui/status-badge';

const tones: Record<MessageStatus, StatusTone> = {
  kept: 'grey',
  pending: 'yellow',
  queued: 'yellow',
  sent: 'blue',
  delivered: 'green',
  read: 'purple',
  failed: 'red',
};

/** A message's status, coloured: waiting yellow, sent blue, delivered green, read purple, failed red. */
export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const { t } = useTranslation();
  return <StatusBadge tone={tones[status]} label={t(`messages.statuses.${status}`)} />;
}
