import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** None when the visitor left only a phone number. */
    email: text('email'),
    phone: text('phone'),
    message: text('message').notNull(),
    status: text('status').notNull().default('new'),
    /** The language the enquiry was written from, for any reply the app sends. */
    language: text('language', { enum: ['en', 'mr'] })
      .notNull()
      .default('en'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_created_idx').on(t.createdAt.desc())],
);
