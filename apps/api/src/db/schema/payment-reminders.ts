import { noticeChannels } from '@karigar/domain/customer-notice';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * Every payment reminder sent for an order, numbered from 1. The number is unique per order, so two
 * instances sending "the second reminder" at once cannot both record it.
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who sent it by hand; null for the schedule. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    channels: text('channels', { enum: noticeChannels }).array().notNull(),
  },
  (t) => [
    unique('payment_reminders_order_number_uq').on(t.orderId, t.number),
    index('payment_reminders_sent_idx').on(t.sentAt),
  ],
);

export type PaymentReminderRow = typeof paymentReminders.$inferSelect;
