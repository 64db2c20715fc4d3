import type { MessageStatus } from '@karigar/domain/message-list';
import type { NoticeChannel, NoticeEvent } from '@karigar/domain/customer-notice';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface MessageFilter {
  channel?: NoticeChannel | undefined;
  status?: MessageStatus | undefined;
  orderId?: string | undefined;
}

export type MessageRow = {
  id: string;
  channel: NoticeChannel;
  to: string;
  event: NoticeEvent | null;
  subject: string | null;
  language: 'en' | 'mr' | null;
  text: string;
  status: MessageStatus;
  attempts: number;
  last_error: string | null;
  error_code: string | null;
  created_at: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  failed_at: Date | null;
  order_id: string | null;
  customer_name: string | null;
};

/**
 * Every customer message, both channels in one list: WhatsApp messages, and the emails about a
 * customer or an order (account mail such as a password reset carries neither, and is never listed:
 * its link is the customer's alone).
 */
const allMessages = sql`
  select w.id, 'whatsapp' as channel, w."to", w.event, null as subject, w.language, w.text, w.status,
         w.attempts, w.last_error, w.error_code, w.created_at, w.sent_at, w.delivered_at, w.read_at, w.failed_at,
         w.order_id, w.user_id
    from whatsapp_messages w
  union all
  select m.id, 'email', m."to", null, m.subject, null, m.text, m.status,
         m.attempts, m.last_error, null, m.created_at, m.sent_at, null, null, null,
         m.order_id, m.user_id
    from outbox m
   where m.user_id is not null or m.order_id is not null`;

function conditions(filter: MessageFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.channel) parts.push(sql`all_messages.channel = ${filter.channel}`);
  if (filter.status) parts.push(sql`all_messages.status = ${filter.status}`);
  if (filter.orderId) parts.push(sql`all_messages.order_id = ${filter.orderId}`);
  return sql.join(parts, sql` and `);
}

/** One page of customer messages, newest first, and how many match the filter. */
export async function listMessageRows(
  db: DbOrTx,
  filter: MessageFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = conditions(filter);
  const [list, totals] = await Promise.all([
    db.execute<MessageRow>(sql`
      select all_messages.*, coalesce(o.customer_name, u.name) as customer_name
        from (${allMessages}) all_messages
        left join orders o on o.id = all_messages.order_id
        left join users u on u.id = all_messages.user_id
       where ${where}
       order by all_messages.created_at desc, all_messages.id desc
       offset ${page.offset} limit ${page.limit}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${allMessages}) all_messages where ${where}`),
  ]);
  return { rows: list.rows, total: totals.rows[0]?.total ?? 0 };
}
