import { noticeEvents, whatsAppStatuses } from '@karigar/domain/customer-notice';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OutboxAttachment } from './outbox';
import { orders } from './orders';
import { users } from './users';

/**
 * Every WhatsApp message to a customer, written in the same transaction as the change that causes
 * it (the WhatsApp side of the outbox). A worker sends `queued` ones as template messages (a
 * document message for the invoice) with retries; webhook statuses move it to delivered, read or
 * failed. `text` is the message as the customer reads it, in their language.
 */
export const whatsAppMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** E.164 with the plus ('+919822012345'). */
    to: text('to').notNull(),
    event: text('event', { enum: noticeEvents }).notNull(),
    language: text('language', { enum: ['en', 'mr'] }).notNull(),
    /** The template's body parameters, in order ({{1}}, {{2}}, …). */
    params: jsonb('params').$type<string[]>().notNull(),
    text: text('text').notNull(),
    /** A document sent with the message (the invoice PDF). */
    document: jsonb('document').$type<OutboxAttachment>(),
    status: text('status', { enum: whatsAppStatuses }).notNull().default('queued'),
    /** The provider's message id (wamid.…), once it accepted the message. */
    providerMessageId: text('provider_message_id').unique('whatsapp_messages_provider_uq'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The last failure's code: WhatsApp's own ('131026') when it gave one, or 'opted-out'; screens word it in the reader's language. */
    errorCode: text('error_code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('whatsapp_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('whatsapp_messages_order_idx').on(t.orderId),
    index('whatsapp_messages_created_idx').on(t.createdAt),
  ],
);

export type WhatsAppMessageRow = typeof whatsAppMessages.$inferSelect;
