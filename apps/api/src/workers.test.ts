import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  childrenOf,
  freePort,
  listeningPids,
  startServerProcess,
  waitHealthy,
  type ServerProcess,
} from '../test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'karigar-workers-test-'));
const started: ChildProcess[] = [];

function startServer(port: number): ServerProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
  };
  delete env['DATABASE_URL'];
  const server = startServerProcess(env);
  started.push(server.child);
  return server;
}

const alive = (pid: number) =>
  existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');

const listening = (server: ServerProcess) => listeningPids(server.output()).size;

/** Real processes run on real time: their state is checked every 100 ms, for at most 20 s. */
const until = (condition: () => boolean, what: string) =>
  vi.waitFor(() => expect(condition(), `waiting for ${what}`).toBe(true), { timeout: 20_000, interval: 100 });

/** A health check on a connection of its own (a kept-alive one may have been the dead worker's). */
const healthy = (port: number) =>
  new Promise<boolean>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already stopped
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.platform !== 'linux')('a server: a primary and its one app process', () => {
  it('serves the port from its worker, replaces it when it dies, and takes it down when the primary is killed', async () => {
    const port = await freePort();
    const server = startServer(port);
    await waitHealthy(port, server.output);
    const primary = server.child.pid!;
    await until(() => listening(server) === 1, 'its worker listening');
    const [first] = childrenOf(primary) as [number];
    expect(childrenOf(primary)).toEqual([first]);

    process.kill(first, 'SIGKILL');
    await until(() => !existsSync(`/proc/${first}`), 'the primary to see the killed worker end');
    await until(() => listening(server) === 2, 'a replacement worker listening');
    const [second] = childrenOf(primary) as [number];
    expect(childrenOf(primary)).toEqual([second]);
    expect(second).not.toBe(first);
    expect(server.output()).toContain(`Worker ${first} stopped (SIGKILL); starting another`);
    expect(await healthy(port)).toBe(true);

    server.child.kill('SIGKILL');
    await server.exited;
    await until(() => !alive(second), 'the worker to end with its primary');
  }, 90_000);

  it('says once, in one line, why it cannot serve a port that is taken, and exits', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const server = startServer(port);
      expect(await server.exited).toBe(1);
      await server.closed;
      const reasons = server
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('Karigar could not start'));
      expect(reasons).toEqual([expect.stringContaining('EADDRINUSE')]);
    } finally {
      taken.close();
    }
  }, 90_000);

  it('stops its worker and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer(port);
    await waitHealthy(port, server.output);
    const workers = childrenOf(server.child.pid!);
    expect(workers).toHaveLength(1);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(workers.every((pid) => !alive(pid))).toBe(true);
  }, 90_000);
});
