import type { NoticeChannel } from '@karigar/domain/customer-notice';
import { MESSAGE_PAGE_SIZE, type MessageListAnswer, type MessageStatus } from '@karigar/domain/message-list';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export interface MessagesParams {
  page: number;
  channel: NoticeChannel | 'all';
  status: MessageStatus | 'all';
  /** Only this order's messages. */
  orderId?: string;
}

function messagesPath(params: MessagesParams): string {
  const query = new URLSearchParams({ page: String(params.page), limit: String(MESSAGE_PAGE_SIZE) });
  if (params.channel !== 'all') query.set('channel', params.channel);
  if (params.status !== 'all') query.set('status', params.status);
  if (params.orderId) query.set('orderId', params.orderId);
  return `/messages?${query}`;
}

/** GET /api/messages (admin): one page of customer messages; the last answer stays while the next loads. */
export function useMessages(params: MessagesParams) {
  return useQuery({
    queryKey: ['messages', 'list', params],
    queryFn: ({ signal }) => apiRequest<MessageListAnswer>(messagesPath(params), { signal }),
    placeholderData: keepPreviousData,
  });
}
