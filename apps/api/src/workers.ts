import cluster, { type Worker } from 'node:cluster';

/** How soon a worker that died in service is replaced. */
const REPLACE_MS = 1_000;

/** What a worker sends the primary when it could not start, before it exits. */
export interface CannotStart {
  cannotStart: string;
}

const isCannotStart = (message: unknown): message is CannotStart =>
  typeof message === 'object' && message !== null && typeof (message as CannotStart).cannotStart === 'string';

export interface Workers {
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
 * Forks `count` workers running this same script with `env` added, all serving one port: the
 * primary takes the connections and hands them out in turn. A worker that dies in service is
 * replaced, and `log` says so.
 */
export function startWorkers(count: number, env: NodeJS.ProcessEnv, log: (line: string) => void): Workers {
  const live = new Set<Worker>();
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all([...live].map(stopWorker));
  };

  const ready = new Promise<void>((resolve, reject) => {
    let listening = 0;
    let started = false;
    const fork = () => {
      const worker = cluster.fork(env);
      live.add(worker);
      let reason: string | undefined;
      worker.on('message', (message: unknown) => {
        if (isCannotStart(message)) reason = message.cannotStart;
      });
      worker.once('listening', () => {
        if (started || ++listening < count) return;
        started = true;
        resolve();
      });
      worker.once('exit', (code, signal) => {
        live.delete(worker);
        if (stopping) return;
        if (!started) {
          void stop().then(() => reject(new Error(reason ?? `a worker exited before it listened (${signal ?? code})`)));
          return;
        }
        log(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
        setTimeout(() => {
          if (!stopping) fork();
        }, REPLACE_MS);
      });
    };
    for (let i = 0; i < count; i++) fork();
  });
  return { ready, stop };
}
