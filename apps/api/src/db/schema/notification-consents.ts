import { noticeChannels } from '@karigar/domain/customer-notice';
import { consentActions, consentChangeSources } from '@karigar/domain/notification-settings';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every change of a customer's consent to a channel, kept for good: given or withdrawn, by
 * themselves ('self'), spoken to the workshop and recorded by an admin ('spoken'), or by replying
 * STOP ('stop-reply'). The users row holds the current state; this is its history.
 */
export const notificationConsents = pgTable(
  'notification_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: noticeChannels }).notNull(),
    action: text('action', { enum: consentActions }).notNull(),
    source: text('source', { enum: consentChangeSources }).notNull(),
    /** The admin who recorded spoken consent or an opt-out; the customer themselves otherwise. */
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_consents_user_idx').on(t.userId, t.at)],
);

export type NotificationConsentRow = typeof notificationConsents.$inferSelect;
