import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

export const outboxStatuses = ['pending', 'sent', 'failed', 'kept'] as const;

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  base64: string;
}

/**
 * Every email, written in the same transaction as the change that causes it. With SMTP_URL a
 * worker delivers `pending` ones with retries and backoff (`sent`, or `failed` after the last
 * attempt); without it they are `kept` here, as the local mailbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The customer and the order a message is about, when it is about one (the Messages screen filters by order). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('outbox_order_idx').on(t.orderId),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
