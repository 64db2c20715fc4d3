import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The workshop's own settings: one row (`id` is always true), absent until the owner first saves. */
export const workshopSettings = pgTable(
  'workshop_settings',
  {
    id: boolean('id').primaryKey().default(true),
    acceptOnlyPriced: boolean('accept_only_priced').notNull().default(false),
    /** Payment reminders of unpaid balances (see modules/reminders). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(false),
    reminderFirstAfterDays: integer('reminder_first_after_days').notNull().default(3),
    reminderEveryDays: integer('reminder_every_days').notNull().default(7),
    reminderMax: integer('reminder_max').notNull().default(3),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('workshop_settings_one_row', sql`${t.id}`)],
);
