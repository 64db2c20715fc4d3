import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counters bumped in the same transaction as a change, so every instance can tell its cached copy
 * is stale (e.g. `catalogue`, bumped whenever a service is created, changed or removed).
 */
export const changeCounters = pgTable('change_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
