import pg from 'pg';
import { deliverDueMail, type MailDelivery } from './deliver-due-mail';
import { MAIL_QUEUED_CHANNEL } from './queue-mail';

export interface MailWorker {
  /** Looks for due mail now (after a commit that queued some); a run under way runs once more. */
  wake: () => void;
  /** Stops polling and listening, and waits for the messages being sent. */
  stop: () => Promise<void>;
}

/**
 * Delivers the outbox while the app runs: every `pollMs`, and at once when a commit on any
 * instance queued mail (PostgreSQL notifies the listeners of MAIL_QUEUED_CHANNEL on commit). Any
 * number of instances may run one; each message is claimed by one of them at a time.
 */
export function startMailWorker(delivery: MailDelivery & { pollMs: number }): MailWorker {
  const { db, log, pollMs } = delivery;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;

  const run = async (): Promise<void> => {
    do {
      again = false;
      try {
        await deliverDueMail(delivery);
      } catch (error) {
        log.error({ err: error }, 'outbox could not be read; trying again shortly');
      }
    } while (again && !stopped);
  };

  const wake = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
    });
  };

  const listen = async (): Promise<void> => {
    const client = new pg.Client(db.$client.options);
    // A lost connection (the database restarting) is opened again at the next poll.
    const lost = (): void => {
      if (listener === client) listener = undefined;
    };
    client.on('error', () => {
      lost();
      void client.end().catch(() => undefined);
    });
    client.on('end', lost);
    client.on('notification', wake);
    try {
      await client.connect();
      await client.query(`LISTEN ${MAIL_QUEUED_CHANNEL}`);
      if (stopped) await client.end();
      else listener = client;
    } catch (error) {
      log.warn({ err: error }, 'not woken by commits until the database answers again');
      await client.end().catch(() => undefined);
    }
  };

  const tick = (): void => {
    if (!listener && !connecting)
      connecting = listen().finally(() => {
        connecting = undefined;
      });
    wake();
    timer = setTimeout(tick, pollMs);
  };
  tick();

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await connecting;
      await listener?.end().catch(() => undefined);
      listener = undefined;
      await running;
    },
  };
}
