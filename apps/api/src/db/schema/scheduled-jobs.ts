import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Periodic work (payment reconciliation, clean-up). An instance runs a job only after claiming its
 * row, which moves `nextRunAt` on in the same statement, so each run happens once across instances.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Which instance (host and pid) ran it last. */
  lastInstance: text('last_instance'),
});
