import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Per-IP request counts of rate-limited routes, per fixed window, shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
