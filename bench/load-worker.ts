/**
 * The load generator, in a process of its own (forked by load.ts): autocannon against the server
 * over HTTP, or the same statements through `pg` straight to PostgreSQL. It gets one job on its IPC
 * channel, answers one LoadResult and exits.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { replay, sentTogether, statementConfig, type CapturedStatement } from './replay';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Bounded by time, or (where every request uses up prepared data) by a number of requests. */
export type Bound = { seconds: number } | { amount: number };

export type LoadJob =
  | {
      kind: 'http';
      base: string;
      requests: HttpRequest[];
      connections: number;
      bound: Bound;
      /** The status every answer should have (a measured refusal); any 2xx when unset. */
      expectStatus?: number;
    }
  | {
      kind: 'sql';
      databaseUrl: string;
      script: CapturedStatement[];
      /** Per iteration, the captured ids to swap for this iteration's; cycled. */
      inputs: Record<string, string>[];
      /**
       * Reads through a pool, as the API sends them: the statements its code sent at once (an order
       * and its history) at once, each after the answers it waited for (a page's ids, then their views).
       */
      pooled: boolean;
      connections: number;
      bound: Bound;
    };

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  count: number;
  /** Seconds of CPU this load generator used for the run. */
  cpuSeconds: number;
}

async function httpLoad(job: Extract<LoadJob, { kind: 'http' }>): Promise<Omit<LoadResult, 'cpuSeconds'>> {
  let next = 0;
  const started = performance.now();
  let last = started;
  const latencies: number[] = [];
  const { expectStatus } = job;
  const expected = (status: number) =>
    expectStatus === undefined ? status >= 200 && status < 300 : status === expectStatus;
  let unexpected = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.base,
        connections: job.connections,
        ...('seconds' in job.bound ? { duration: job.bound.seconds } : { amount: job.bound.amount }),
        requests: [
          {
            setupRequest: (request) => {
              const { method, path, headers, body } = job.requests[next++ % job.requests.length]!;
              return { ...request, method, path, headers, ...(body === undefined ? {} : { body }) };
            },
          },
        ],
      },
      (error: unknown, done: autocannon.Result) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      last = performance.now();
      if (!expected(status)) unexpected += 1;
      latencies.push(responseTime);
    });
  });
  // autocannon rounds its duration to whole seconds and its latencies to whole milliseconds: both
  // are taken from its answers here, as the SQL side takes them. An error is a failed or timed-out
  // request, or an answer whose status is not the expected one.
  return summary(latencies, (last - started) / 1000, result.errors + result.timeouts + unexpected);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

function summary(latencies: number[], seconds: number, errors: number): Omit<LoadResult, 'cpuSeconds'> {
  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    perSecond: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    errors,
    count: latencies.length,
  };
}

async function sqlLoad(job: Extract<LoadJob, { kind: 'sql' }>): Promise<Omit<LoadResult, 'cpuSeconds'>> {
  const pool = new pg.Pool({ connectionString: job.databaseUrl, max: job.connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const more = () =>
    'seconds' in job.bound ? performance.now() - started < job.bound.seconds * 1000 : next < job.bound.amount;
  const groups = sentTogether(job.script);
  const once = job.pooled
    ? async () => {
        for (const group of groups)
          await Promise.all(group.map((statement) => pool.query(statementConfig(statement, new Map()))));
      }
    : async (index: number) => {
        const client = await pool.connect();
        try {
          await replay(client, job.script, job.inputs.length ? job.inputs[index % job.inputs.length]! : {});
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      };
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (more()) {
        const index = next++;
        const start = performance.now();
        try {
          await once(index);
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.end();
  return summary(latencies, seconds, errors);
}

process.once('message', (job: LoadJob) => {
  const cpuBefore = process.cpuUsage();
  (job.kind === 'http' ? httpLoad(job) : sqlLoad(job)).then(
    (result) => {
      const { user, system } = process.cpuUsage(cpuBefore);
      const answer: LoadResult = { ...result, cpuSeconds: (user + system) / 1e6 };
      process.send!({ result: answer }, () => process.exit(0));
    },
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
