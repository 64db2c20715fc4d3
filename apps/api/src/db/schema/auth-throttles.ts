import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed attempts per key (an email and client IP, a user id, a reset address), shared by every app
 * instance. Each failure past the free ones pushes `blockedUntil` further out.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
