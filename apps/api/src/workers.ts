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

export interface Workers {
  /** Gives every worker, now and later, the settings it waits for. */
  serve: (settings: WorkerSettings) => void;
  /**
   * Settles once every worker listens; rejects with the reason the first failing worker gave if one
   * could not start (the others are then stopped).
   */
  ready: Promise<void>;
  /** Stops every worker (each lets its requests in flight finish) and starts no more. */
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
 * Forks `count` workers running this same script, all serving one port: the primary takes the
 * connections and hands them out in turn. The first is forked at once, so it loads the app while
 * the primary prepares the database; the others once it listens, so the first answers as soon as it
 * would alone. Each waits for its settings (`serve`). A worker that dies in service is replaced, and
 * `log` says so.
 */
export function startWorkers(count: number, log: (line: string) => void): Workers {
  const live = new Set<Worker>();
  const waiting = new Set<Worker>();
  let settings: WorkerSettings | undefined;
  let stopping = false;
  let started = false;
  let listening = 0;
  const stop = async () => {
    stopping = true;
    await Promise.all([...live].map(stopWorker));
  };
  let settle: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // A worker may fail while the primary is still preparing the database, before it awaits `ready`.
  ready.catch(() => undefined);

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    let reason: string | undefined;
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if ('cannotStart' in message) reason = message.cannotStart;
      else if (settings) worker.send(settings);
      else waiting.add(worker);
    });
    worker.once('listening', () => {
      if (started) return;
      if (++listening === 1) for (let i = 1; i < count; i++) fork();
      if (listening < count) return;
      started = true;
      settle.resolve();
    });
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      waiting.delete(worker);
      if (stopping) return;
      if (!started) {
        void stop().then(() =>
          settle.reject(new Error(reason ?? `a worker exited before it listened (${signal ?? code})`)),
        );
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
      for (const worker of waiting) worker.send(given);
      waiting.clear();
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
