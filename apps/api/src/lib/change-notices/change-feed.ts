import pg from 'pg';
import type { Db } from '../../db/client';
import { CHANGES_CHANNEL } from './notify-change';

/**
 * Called with each changed topic, or with null when this instance may have missed changes (its
 * listening connection was lost, or has just been opened again): whatever was kept must go.
 */
export type ChangeWatcher = (topic: string | null) => void;

export interface ChangeFeed {
  /** Whether every committed change reaches this instance now; caches trust their entries only then. */
  readonly listening: boolean;
  watch: (watcher: ChangeWatcher) => void;
  /** Tells the watchers of a change this instance made (after its commit). */
  tell: (topic: string) => void;
  /** Settles once the first attempt to listen has ended, listening or not. */
  started: Promise<void>;
  stop: () => Promise<void>;
}

export interface ChangeFeedLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/**
 * One connection per instance LISTENing on CHANGES_CHANNEL. When it is lost (the database
 * restarting, a network cut that keep-alive notices) the watchers hear null, and it is opened again
 * every `retryMs` until it answers.
 */
export function startChangeFeed(options: { db: Db; log: ChangeFeedLog; retryMs: number }): ChangeFeed {
  const { db, log, retryMs } = options;
  const watchers: ChangeWatcher[] = [];
  let listener: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failing = false;

  const tell = (topic: string | null): void => {
    for (const watcher of watchers) watcher(topic);
  };

  const listenLater = (): void => {
    if (!stopped) retry = setTimeout(() => void (connecting = listen()), retryMs);
  };

  const lost = (client: pg.Client): void => {
    if (listener !== client) return;
    listener = undefined;
    tell(null);
    log.warn({}, 'lost the connection that hears changes from other instances: caches are bypassed');
    failing = true;
    void client.end().catch(() => undefined);
    listenLater();
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client({ ...db.$client.options, keepAlive: true });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (notice) => {
      if (listener === client && notice.channel === CHANGES_CHANNEL) tell(notice.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      if (!failing) log.warn({ err: error }, 'not hearing changes from other instances: caches are bypassed');
      failing = true;
      await client.end().catch(() => undefined);
      listenLater();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    // Changes committed while nobody listened were missed: nothing kept before now is trusted.
    tell(null);
    if (failing) log.info('hearing changes from other instances again');
    failing = false;
  };

  let connecting = listen();
  return {
    get listening() {
      return listener !== undefined;
    },
    watch: (watcher) => void watchers.push(watcher),
    tell,
    started: connecting,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
