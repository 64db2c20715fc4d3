import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** The server bundle `npm start` runs. */
export const serverEntry = path.join(root, 'apps/api/dist/server.js');

/**
 * Builds `serverEntry` when it is missing or older than the sources. Call it before starting
 * servers, not while one runs: a rebuild replaces the folder a running server loads modules from.
 */
export function ensureServerBuild(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-server-build.mjs')], { cwd: root, stdio: 'inherit' });
}

/** Builds the web app and its server renderer (apps/web/dist) when missing or older than the sources. */
export function ensureWebBuild(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], { cwd: root, stdio: 'inherit' });
}

/** The real server in a child process of its own, as `npm start` runs it (built by the test set-up). */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** What it printed on stderr alone. */
  stderr: () => string;
  exited: Promise<number | null>;
  /** Settles once the process has exited and its output streams are closed. */
  closed: Promise<void>;
}

/** Starts the server with exactly this environment. */
export function startServerProcess(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
    stderr += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, output: () => output, stderr: () => stderr, exited, closed };
}

/**
 * Starts the server (its app process under its primary), in production with sandbox payments, on the
 * database at `databaseUrl`, serving `port`; `env` adds to that. Answers once it is healthy.
 */
export async function startServerOn(
  databaseUrl: string,
  { dataDir, port, env = {} }: { dataDir: string; port: number; env?: NodeJS.ProcessEnv },
): Promise<ServerProcess> {
  const server = startServerProcess({
    ...process.env,
    JWT_SECRET: undefined,
    SMTP_URL: undefined,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'sandbox',
    LOG_LEVEL: 'error',
    ...env,
  });
  await waitHealthy(port, server.output);
  return server;
}

export async function waitHealthy(port: number, output: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The live processes whose parent is `pid` (a server's worker), PostgreSQL's left out. Linux only. */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const text = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
        const [state, parent] = text.slice(text.lastIndexOf(')') + 2).split(' ');
        return name !== 'postgres' && state !== 'Z' && Number(parent) === pid ? [Number(entry)] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/** The process ids that logged Fastify's "Server listening" line in this JSON log text (a server's workers, the first and its replacements). */
export function listeningPids(log: string): Set<number> {
  return new Set(
    log
      .split('\n')
      .filter((line) => line.includes('"msg":"Server listening at'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid),
  );
}
