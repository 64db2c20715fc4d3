import type { MessageEntry, MessageListAnswer } from '@karigar/domain/message-list';
import { orderRef } from '@karigar/domain/order';
import type { DbOrTx } from '../../db/client';
import { listMessageRows, type MessageFilter, type MessageRow } from './messages.repository';

/** A timestamp from the database as ISO text (pg hands some back as strings in a union). */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toEntry(row: MessageRow): MessageEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    event: row.event,
    subject: row.subject,
    language: row.language,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    errorCode: row.error_code,
    createdAt: iso(row.created_at) ?? '',
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
    failedAt: iso(row.failed_at),
    orderId: row.order_id,
    orderRef: row.order_id ? orderRef(row.order_id) : null,
    customerName: row.customer_name,
  };
}

/** One page of every customer message (email and WhatsApp), newest first. */
export async function listMessages(
  db: DbOrTx,
  query: MessageFilter & { page: number; limit: number },
): Promise<MessageListAnswer> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listMessageRows(db, filter, { offset: (page - 1) * limit, limit });
  return {
    messages: rows.map(toEntry),
    pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit },
  };
}
