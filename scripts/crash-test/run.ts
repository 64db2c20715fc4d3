/**
 * The crash test (`npm run crash-test`): the real server on a fresh DATA_DIR with its embedded
 * PostgreSQL, a separate load process making writes through the API, and SIGKILLs to the server
 * and its PostgreSQL at random moments, each followed by a restart on the same DATA_DIR. Then every
 * acknowledged write must be in the database, nothing counted twice, and every mail in the outbox.
 *
 *   npm run crash-test -- --kills 3 --writes 300 --workers 3 [--keep-data]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkDatabase, passed } from './checks';
import { readJournal } from './journal';
import type { LoadMessage, LoadOptions } from './load';
import { printReport, type RunFacts } from './report';
import { ServerControl } from './server-control';

const { values: flags } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    writes: { type: 'string', default: '1000' },
    workers: { type: 'string', default: '4' },
    'keep-data': { type: 'boolean', default: false },
  },
});
const kills = Number(flags.kills);
const targetWrites = Number(flags.writes);
const workers = Number(flags.workers);
/** The load is stuck when no write was acknowledged for this long (a restart included). */
const STALLED_AFTER_MS = 180_000;
const ADMIN = { email: 'owner@crash-test.example.com', password: 'crash-test-admin-password' };
const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The load process and what it has told so far. */
class Load {
  acknowledged = 0;
  ended: Extract<LoadMessage, { type: 'ended' }> | undefined;
  private readonly exited: Promise<number | null>;

  constructor(readonly child: ChildProcess) {
    child.on('message', (message: LoadMessage) => {
      if (message.type === 'acknowledged') this.acknowledged = message.total;
      else this.ended = message;
    });
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  async until(acknowledged: number): Promise<void> {
    let seen = this.acknowledged;
    let since = performance.now();
    while (this.acknowledged < acknowledged) {
      if (this.child.exitCode !== null) throw new Error(`the load process exited with code ${this.child.exitCode}`);
      if (this.acknowledged > seen) [seen, since] = [this.acknowledged, performance.now()];
      if (performance.now() - since > STALLED_AFTER_MS)
        throw new Error(`no write was acknowledged for ${STALLED_AFTER_MS / 1000} s (${seen} so far)`);
      await sleep(20);
    }
  }

  async stop(): Promise<Extract<LoadMessage, { type: 'ended' }>> {
    this.child.send('stop');
    const code = await this.exited;
    if (code !== 0 || !this.ended) throw new Error(`the load process exited with code ${code}`);
    return this.ended;
  }
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-crash-'));
  const journalFile = path.join(dataDir, 'acknowledged.jsonl');
  const port = await freePort();
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const server = new ServerControl(
    {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENTS_MODE: 'sandbox',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
    },
    port,
    dataDir,
  );
  let load: Load | undefined;
  let cleaning: Promise<void> | undefined;
  /** Stops what this run started, by pid, and removes its DATA_DIR: at the end, on failure, or on a signal. */
  const cleanUp = () =>
    (cleaning ??= (async () => {
      if (load && load.child.exitCode === null) load.child.kill('SIGKILL');
      await server.stopEverything();
      if (flags['keep-data']) say(`DATA_DIR kept: ${dataDir}`);
      else rmSync(dataDir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      say(`${signal}: stopping everything this run started`);
      void cleanUp().finally(() => process.exit(1));
    });
  try {
    say(`crash test: ${kills} kills, ${targetWrites} acknowledged writes, ${workers} workers, DATA_DIR ${dataDir}`);
    const firstStartMs = await server.start();
    const options: LoadOptions = {
      baseUrl: server.url,
      journalFile,
      workers,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    };
    load = new Load(
      fork(path.join(import.meta.dirname, 'load.ts'), {
        execArgv: ['--import', 'tsx'],
        env: { ...inherited, CRASH_LOAD_OPTIONS: JSON.stringify(options) },
      }),
    );
    const restartMs: number[] = [];
    for (let kill = 1; kill <= kills; kill++) {
      // A random count within the kill's share of the writes, then a random instant of the requests under way.
      await load.until(Math.round((targetWrites * (kill - 0.5 + Math.random())) / (kills + 1)));
      await sleep(Math.random() * 250);
      await server.kill();
      say(`  kill ${kill} after ${load.acknowledged} acknowledged writes`);
      restartMs.push(await server.start());
    }
    await load.until(targetWrites);
    const ended = await load.stop();
    if ((await server.stop()) !== 0) throw new Error(`the server did not stop cleanly:\n${server.tail()}`);
    const cleanRestartMs = await server.start();
    const postmaster = server.postmaster();
    if (!postmaster) throw new Error('the embedded PostgreSQL is not running');
    const { databasePassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      databasePassword: string;
    };
    const databaseUrl = `postgres://postgres:${encodeURIComponent(databasePassword)}@127.0.0.1:${postmaster.port}/postgres`;
    const verdict = await checkDatabase(databaseUrl, readJournal(journalFile), ADMIN.email);
    const facts: RunFacts = { kills, firstStartMs, restartMs, cleanRestartMs, ...ended };
    printReport(facts, verdict);
    const ok = passed(verdict);
    say(ok ? '\nCrash test passed.' : '\nCrash test FAILED.');
    return ok;
  } finally {
    await cleanUp();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    process.stderr.write(`\nCrash test FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
