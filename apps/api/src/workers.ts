import cluster, { type Worker } from 'node:cluster';
import type { InstallSecrets } from './lib/install-secrets';

/** How soon a worker that died in service is replaced. */
const REPLACE_MS = 1_000;

/** What the primary tells a worker once the database is ready: where it is, and the install's secrets. */
export interface WorkerSettings {
  databaseUrl: string;
  secrets: InstallSecrets;
}

/** What a worker sends the primary: it can take its settings now, or it could not start (then it exits). */
type WorkerMessage = { wantsSettings: true } | { cannotStart: string };

const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  typeof message === 'object' && message !== null && ('wantsSettings' in message || 'cannotStart' in message);

export interface AppWorker {
  /** Gives the worker, now and each replacement later, the settings it waits for. */
  serve: (settings: WorkerSettings) => void;
  /**
   * Settles once the first worker listens; rejects with the reason it gave if it could not start.
   */
  ready: Promise<void>;
  /** Stops the worker (it lets its requests in flight finish) and starts no other. */
  stop: () => Promise<void>;
}

function stopWorker(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
  });
}

/**
 * Forks the one app process, running this same script, that serves the port (decision 027): at once,
 * so it loads the app while the primary prepares the database. It waits for its settings (`serve`).
 * A worker that dies in service is replaced, and `log` says so.
 */
export function startWorker(log: (line: string) => void): AppWorker {
  let current: Worker | undefined;
  let waiting: Worker | undefined;
  let settings: WorkerSettings | undefined;
  let stopping = false;
  let started = false;
  const stop = async () => {
    stopping = true;
    if (current) await stopWorker(current);
  };
  let settle: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // The worker may fail while the primary is still preparing the database, before it awaits `ready`.
  ready.catch(() => undefined);

  const fork = () => {
    const worker = cluster.fork();
    current = worker;
    let reason: string | undefined;
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if ('cannotStart' in message) reason = message.cannotStart;
      else if (settings) worker.send(settings);
      else waiting = worker;
    });
    worker.once('listening', () => {
      started = true;
      settle.resolve();
    });
    worker.once('exit', (code, signal) => {
      if (waiting === worker) waiting = undefined;
      if (stopping) return;
      if (!started) {
        settle.reject(new Error(reason ?? `the app process exited before it listened (${signal ?? code})`));
        return;
      }
      log(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
      setTimeout(() => {
        if (!stopping) fork();
      }, REPLACE_MS);
    });
  };
  fork();

  return {
    serve: (given) => {
      settings = given;
      waiting?.send(given);
      waiting = undefined;
    },
    ready,
    stop,
  };
}

/** In a worker: the settings the primary gives once the database is ready. */
export function settingsFromPrimary(): Promise<WorkerSettings> {
  const given = new Promise<WorkerSettings>((resolve) => process.once('message', resolve));
  process.send!({ wantsSettings: true } satisfies WorkerMessage);
  return given;
}

/** In a worker: tells the primary why it cannot start (the primary says it once), then exits. */
export function cannotStart(reason: string): void {
  process.send!({ cannotStart: reason } satisfies WorkerMessage, () => process.exit(1));
}
