/**
 * The processes a measurement involves, each apart from the bench's own: the API server started as
 * `npm start` starts it, the load generator, and the bare node:http server.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, serverEntry, waitHealthy } from '../apps/api/test/server-process';
import type { LoadJob, LoadResult } from './load-worker';

const root = path.resolve(import.meta.dirname, '..');
const tsx = ['--import', 'tsx'];

export interface Running {
  url: string;
  pid: number | undefined;
  stop: () => Promise<void>;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** What the server needs besides its database: production settings, the sandbox gateway, fixed secrets. */
export interface ServerSettings {
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  keySecret: string;
  adminEmail: string;
  /** NODE_OPTIONS for this start only (e.g. --cpu-prof). */
  nodeOptions?: string;
}

export function serverEnv(settings: ServerSettings, port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, NODE_OPTIONS: _options, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: settings.databaseUrl,
    DATA_DIR: settings.dataDir,
    JWT_SECRET: settings.jwtSecret,
    RAZORPAY_KEY_SECRET: settings.keySecret,
    RAZORPAY_WEBHOOK_SECRET: settings.keySecret,
    ADMIN_EMAIL: settings.adminEmail,
    ADMIN_PASSWORD: 'bench-admin-password',
    ...(settings.nodeOptions ? { NODE_OPTIONS: settings.nodeOptions } : {}),
  };
}

/**
 * The server bundle `npm start` runs (built by run.ts), with production settings and its default log level; what it
 * logs goes to `logFile`, as it would to a service's log.
 */
export async function startApiServer(settings: ServerSettings, logFile: string): Promise<Running> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: serverEnv(settings, port),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const tail = () => readFileSync(logFile, 'utf8').slice(-4000);
  await waitHealthy(port, tail);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** A bare node:http server answering `body` to every request: the ceiling for any framework. */
export async function startBareServer(body: string): Promise<Running> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.ts'), [], { execArgv: tsx, stdio: 'inherit' });
  child.send(body);
  const [port] = (await once(child, 'message')) as [number];
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/** Runs one load job in a process of its own and answers what it measured. */
export async function runLoad(job: LoadJob): Promise<LoadResult> {
  const child = fork(path.join(import.meta.dirname, 'load-worker.ts'), [], { execArgv: tsx, stdio: 'inherit' });
  const exited = once(child, 'exit');
  child.send(job);
  const [answer] = (await once(child, 'message')) as [{ result?: LoadResult; error?: string }];
  await exited;
  if (!answer.result) throw new Error(`the load generator failed: ${answer.error}`);
  return answer.result;
}
