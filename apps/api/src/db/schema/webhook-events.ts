import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Razorpay webhook deliveries already handled, keyed by x-razorpay-event-id. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
