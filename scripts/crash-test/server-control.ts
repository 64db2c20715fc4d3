import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { runningPostmaster } from '../../apps/api/src/db/embedded';
import { ensureServerBuild, serverEntry } from '../../apps/api/test/server-process';

const root = path.resolve(import.meta.dirname, '../..');
const HEALTHY_WITHIN_MS = 120_000;

/** The server as `npm start` runs it (the API alone: no web build is needed), on one DATA_DIR. */
export class ServerControl {
  private child: ChildProcess | undefined;
  private log = '';

  constructor(
    private readonly env: NodeJS.ProcessEnv,
    private readonly port: number,
    private readonly dataDir: string,
  ) {
    ensureServerBuild();
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The last lines the server printed, for a failure report. */
  tail(): string {
    return this.log.split('\n').slice(-40).join('\n');
  }

  /** Starts the server and answers the milliseconds until /api/health answered 200. */
  async start(): Promise<number> {
    const started = performance.now();
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => (this.log = (this.log + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    while (performance.now() - started < HEALTHY_WITHIN_MS) {
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${this.tail()}`);
      const ok = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the server did not answer its health check within ${HEALTHY_WITHIN_MS} ms:\n${this.tail()}`);
  }

  /** The embedded PostgreSQL's postmaster while it runs (read from its pid file, checked to be ours). */
  postmaster(): { pid: number; port: number } | undefined {
    return runningPostmaster(path.join(this.dataDir, 'pg'));
  }

  /** SIGKILL to the server and then to its PostgreSQL: no shutdown code of either runs. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) throw new Error('the server is not running');
    const postmaster = this.postmaster()?.pid;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    if (postmaster) signal(postmaster, 'SIGKILL');
    await exited;
    this.child = undefined;
  }

  /** A graceful stop (SIGTERM), as an operator would: answers the exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = once(child, 'exit') as Promise<[number | null]>;
    child.kill('SIGTERM');
    const [code] = await exited;
    this.child = undefined;
    return code;
  }

  /** Leaves nothing running: the server and, after a kill, a PostgreSQL it may have left behind. */
  async stopEverything(): Promise<void> {
    await this.stop().catch(() => undefined);
    const postmaster = this.postmaster();
    if (!postmaster) return;
    signal(postmaster.pid, 'SIGINT'); // PostgreSQL's fast shutdown
    for (let i = 0; i < 200 && this.postmaster(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
