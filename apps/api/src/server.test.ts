import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitHealthy, type ServerProcess } from '../test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-server-test-'));
const started: ChildProcess[] = [];

function startServer(port: number, overrides: NodeJS.ProcessEnv = {}): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
  };
  delete env['DATABASE_URL'];
  delete env['ADMIN_EMAIL'];
  delete env['ADMIN_PASSWORD'];
  Object.assign(env, overrides);
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  const server = startServerProcess(env);
  started.push(server.child);
  return server;
}

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already stopped
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process in production', () => {
  it('refuses to start without PAYMENTS_MODE, saying in one line what to set', async () => {
    const server = startServer(await freePort(), { PAYMENTS_MODE: undefined });
    expect(await server.exited).toBe(1);
    await server.closed;
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PAYMENTS_MODE: required when NODE_ENV=production/);
    expect(lines[0]).toContain(
      'PAYMENTS_MODE=live (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET)',
    );
    expect(lines[0]).toContain('PAYMENTS_MODE=sandbox to accept fake ones');
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  }, 30_000);
});

describe('the server process on an embedded database', () => {
  it('creates the first admin once, refuses a second server on its DATA_DIR, recovers from a crash and stops cleanly', async () => {
    const port = await freePort();
    const first = startServer(port, { BUSINESS_GSTIN: undefined });
    await waitHealthy(port, first.output);
    expect(first.output()).toContain('WARNING: PAYMENTS_MODE=sandbox in production.');
    expect(first.output().split('Supplier not registered under GST — set BUSINESS_GSTIN')).toHaveLength(2);
    const file = path.join(dataDir, 'initial-admin.txt');
    expect(readFileSync(file, 'utf8')).toContain('admin@localhost');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.output()).toContain('admin@localhost');

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toBe(
      `Karigar could not start: Another Karigar server (pid ${first.child.pid}) is already using ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.\n',
    );

    first.child.kill('SIGKILL'); // a crash: the embedded PostgreSQL is left running
    await first.exited;
    const orphan = postmasterPid();
    expect(orphan).toBeGreaterThan(0);

    const port3 = await freePort();
    const third = startServer(port3);
    await waitHealthy(port3, third.output);
    expect(postmasterPid()).not.toBe(orphan);
    expect(third.output()).toContain(`stopping an orphaned embedded PostgreSQL (pid ${orphan})`);
    expect(third.output()).not.toContain('Admin account created');

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(postmasterPid()).toBeUndefined();
  }, 90_000);

  it('starts after the server and its PostgreSQL were killed, stopping the processes the dead PostgreSQL left behind', async () => {
    const port = await freePort();
    const before = startServer(port);
    await waitHealthy(port, before.output);
    before.child.kill('SIGKILL');
    await before.exited;
    process.kill(postmasterPid()!, 'SIGKILL');
    // Stands in for a backend still busy when its postmaster died: named and placed as PostgreSQL's are.
    const leftover = spawn('sleep', ['60'], {
      cwd: path.join(dataDir, 'pg'),
      argv0: 'postgres: leftover',
      stdio: 'ignore',
    });
    started.push(leftover);
    const leftoverExit = once(leftover, 'exit');

    const port2 = await freePort();
    const after = startServer(port2);
    await waitHealthy(port2, after.output);
    expect(after.output()).toContain('left by a killed embedded PostgreSQL');
    expect(await leftoverExit).toEqual([null, 'SIGQUIT']);

    after.child.kill('SIGTERM');
    expect(await after.exited).toBe(0);
  }, 90_000);

  it('starts over a server.pid and a postmaster.pid whose pids now belong to other processes, signalling neither', async () => {
    const port = await freePort();
    const before = startServer(port); // makes sure the embedded database exists
    await waitHealthy(port, before.output);
    before.child.kill('SIGTERM');
    expect(await before.exited).toBe(0);

    // After a reboot the pids in both files may belong to anything: here, a sleeping process.
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    started.push(sleeper);
    const pid = sleeper.pid!;
    writeFileSync(path.join(dataDir, 'server.pid'), `${pid}\n00000000-0000-0000-0000-000000000000/4242\n`);
    const pgDir = path.join(dataDir, 'pg');
    writeFileSync(
      path.join(pgDir, 'postmaster.pid'),
      `${pid}\n${pgDir}\n${Math.floor(Date.now() / 1000) - 3600}\n5432\n\n127.0.0.1\n  5432001         0\nready   \n`,
    );

    const port2 = await freePort();
    const after = startServer(port2);
    await waitHealthy(port2, after.output);
    expect(postmasterPid()).not.toBe(pid);
    expect(sleeper.exitCode).toBeNull();
    expect(sleeper.signalCode).toBeNull();
    process.kill(pid, 'SIGKILL');

    after.child.kill('SIGTERM');
    expect(await after.exited).toBe(0);
  }, 90_000);
});
