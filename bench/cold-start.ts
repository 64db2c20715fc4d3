/**
 * Cold start: how long the server `npm start` runs (its bundle, built by run.ts) takes from spawn
 * to a healthy answer on a DATA_DIR that already holds its database (the first start, which
 * creates it, is not counted), and the same from the TypeScript sources through tsx, the way the
 * server ran before the bundle (decision 028), in turns, so both see the same machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, serverEntry } from '../apps/api/test/server-process';

export const COLD_START_BUDGET_MS = 3000;
const root = path.resolve(import.meta.dirname, '..');

async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How a start runs the server: the bundle `npm start` runs, or its sources through tsx. */
export type StartFrom = 'bundle' | 'sources';

const command: Record<StartFrom, string[]> = {
  bundle: [serverEntry],
  sources: ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')],
};

async function startAndStop(dataDir: string, from: StartFrom): Promise<number> {
  const port = await freePort();
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, command[from], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      LOG_LEVEL: 'silent',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
  });
  try {
    await healthy(`http://127.0.0.1:${port}/api/health`, child);
    return performance.now() - started;
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Milliseconds from spawn to healthy, for `runs` starts of each kind after a first one that creates
 * the database, the bundle and the sources in turns.
 */
export async function benchColdStart(runs = 3): Promise<Record<StartFrom, number[]>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-bench-start-'));
  try {
    await startAndStop(dataDir, 'bundle');
    const timings: Record<StartFrom, number[]> = { bundle: [], sources: [] };
    for (let i = 0; i < runs; i++)
      for (const from of ['bundle', 'sources'] as const) timings[from].push(await startAndStop(dataDir, from));
    return timings;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
