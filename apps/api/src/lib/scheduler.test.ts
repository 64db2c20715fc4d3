import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-app';
import { connectDatabase, type Database } from '../db/client';
import { scheduledJobs } from '../db/schema/scheduled-jobs';
import { claimRun, runDueJobs, startScheduler, type ScheduledJob } from './scheduler';

const quietLog = { info: () => undefined, error: () => undefined };

let t: TestApp;
let other: Database;

beforeAll(async () => {
  t = await createTestApp();
  other = connectDatabase(t.databaseUrl, 2);
});
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(scheduledJobs);
});

function countingJob(name: string, run: () => Promise<unknown> = async () => undefined) {
  const job = { name, everyMs: 60_000, runs: 0, run: async () => undefined } as ScheduledJob & { runs: number };
  job.run = async () => {
    job.runs++;
    return run();
  };
  return job;
}

async function jobRow(name: string) {
  const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

describe('scheduled jobs across instances', () => {
  it('runs a due job once when two instances look for it at the same moment', async () => {
    const job = countingJob('once');
    const ran = await Promise.all([
      runDueJobs(t.db, [job], quietLog),
      runDueJobs(other.db, [job], quietLog),
      runDueJobs(t.db, [job], quietLog),
    ]);
    expect(job.runs).toBe(1);
    expect(ran.flat()).toEqual(['once']);
    expect(await jobRow('once')).toMatchObject({ runs: 1, lastError: null });
  });

  it('does not run a job again before its period has passed, and runs it once it has', async () => {
    const job = countingJob('period');
    await runDueJobs(t.db, [job], quietLog);
    expect(await runDueJobs(other.db, [job], quietLog)).toEqual([]);
    await t.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'period'));
    expect(await runDueJobs(other.db, [job], quietLog)).toEqual(['period']);
    expect(job.runs).toBe(2);
    const row = await jobRow('period');
    expect(row?.runs).toBe(2);
    expect(row!.nextRunAt.getTime() - row!.lastStartedAt!.getTime()).toBe(60_000);
  });

  it("keeps a failing run's error and still counts it as the period's run", async () => {
    const job = countingJob('failing', async () => {
      throw new Error('gateway unreachable');
    });
    const errors: object[] = [];
    await runDueJobs(t.db, [job], { ...quietLog, error: (details) => void errors.push(details) });
    expect(await jobRow('failing')).toMatchObject({ runs: 1, lastError: 'gateway unreachable' });
    expect(errors).toHaveLength(1);
    expect(await claimRun(t.db, job)).toBe(false);
  });

  it('runs due jobs as soon as it starts and waits for a run in progress when stopped', async () => {
    let finish!: () => void;
    const job = countingJob('slow', () => new Promise<void>((resolve) => (finish = resolve)));
    const stop = startScheduler({ db: t.db, jobs: [job], log: quietLog, tickMs: 60_000 });
    await expect.poll(() => job.runs).toBe(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect((await jobRow('slow'))?.lastFinishedAt).not.toBeNull();
  });
});
