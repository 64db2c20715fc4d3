import { and, eq, lte, sql } from 'drizzle-orm';
import os from 'node:os';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema/scheduled-jobs';

/** Periodic work that must happen once across every app instance on the database. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface SchedulerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Host and process id: which instance ran a job, for someone reading `scheduled_jobs`. */
export const instanceName = `${os.hostname()}:${process.pid}`;

/** How often each instance looks for due jobs. */
export const TICK_MS = 30 * 1000;

/**
 * Claims the job's run when it is due: one statement moves `next_run_at` on by the job's period, so
 * of several instances asking at once exactly one gets the run. Times are the database's clock, so
 * instances whose clocks differ still agree. A new job is due at once.
 */
export async function claimRun(db: Db, job: ScheduledJob, instance = instanceName): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name: job.name, nextRunAt: sql`now()` })
    .onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({
      nextRunAt: sql`now() + ${job.everyMs}::float8 * interval '1 millisecond'`,
      runs: sql`${scheduledJobs.runs} + 1`,
      lastStartedAt: sql`now()`,
      lastInstance: instance,
    })
    .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, sql`now()`)))
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/** Runs every due job this instance claims; a failing job is logged and kept in `last_error`. */
export async function runDueJobs(db: Db, jobs: ScheduledJob[], log: SchedulerLog): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimRun(db, job))) continue;
    ran.push(job.name);
    let lastError: string | null = null;
    try {
      const result = await job.run();
      log.info({ job: job.name, result }, 'scheduled job ran');
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      log.error({ err: error, job: job.name }, 'scheduled job failed');
    }
    await db
      .update(scheduledJobs)
      .set({ lastFinishedAt: sql`now()`, lastError })
      .where(eq(scheduledJobs.name, job.name));
  }
  return ran;
}

/**
 * Looks for due jobs now and every `tickMs`; answers the function that stops it, which waits for
 * a run in progress. A database that cannot be reached is logged and tried again at the next tick.
 */
export function startScheduler(options: {
  db: Db;
  jobs: ScheduledJob[];
  log: SchedulerLog;
  tickMs?: number;
}): () => Promise<void> {
  const { db, jobs, log, tickMs = TICK_MS } = options;
  let current: Promise<unknown> | undefined;
  const tick = () => {
    if (current) return;
    current = runDueJobs(db, jobs, log)
      .catch((error: unknown) => log.error({ err: error }, 'scheduled jobs could not be checked'))
      .finally(() => {
        current = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
