import { noticeChannels, type NoticeChannel } from '@karigar/domain/customer-notice';
import { messageStatuses, type MessageStatus } from '@karigar/domain/message-list';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

interface MessageFiltersProps {
  channel: NoticeChannel | 'all';
  status: MessageStatus | 'all';
  onChannel: (channel: NoticeChannel | 'all') => void;
  onStatus: (status: MessageStatus | 'all') => void;
}

/** The channel and the status the list shows. */
export function MessageFilters(props: MessageFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={t('messages.channelLabel')}
        value={props.channel}
        onChange={(event) => props.onChannel(event.target.value as NoticeChannel | 'all')}
        options={(['all', ...noticeChannels] as const).map((channel) => ({
          value: channel,
          label: channel === 'all' ? t('messages.allChannels') : t(`messages.channels.${channel}`),
        }))}
      />
      <SelectField
        label={t('messages.statusLabel')}
        value={props.status}
        onChange={(event) => props.onStatus(event.target.value as MessageStatus | 'all')}
        options={(['all', ...messageStatuses] as const).map((status) => ({
          value: status,
          label: status === 'all' ? t('messages.allStatuses') : t(`messages.statuses.${status}`),
        }))}
      />
    </div>
  );
}
