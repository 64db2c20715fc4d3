import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets made once per install (the JWT signing secret, the sandbox payment secrets), so every app
 * instance on this database signs and verifies with the same ones. Environment variables override.
 */
export const installSecrets = pgTable('install_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
