import type { ChangeFeed } from '../change-notices/change-feed';
import { MAIL_TOPIC } from '../change-notices/notify-change';
import { deliverDueMail, type MailDelivery } from './deliver-due-mail';

export interface MailWorker {
  /** Waits for the look for due mail under way, if any (its repeats included). */
  settled: () => Promise<void>;
  /** Stops polling and waking, and waits for the messages being sent. */
  stop: () => Promise<void>;
}

/**
 * Delivers the outbox while the app runs: every `pollMs`, at once when a commit on any instance
 * queued mail (a MAIL_TOPIC notice on the instance's change feed), and when the feed listens again
 * after a loss (a notice may have been missed). Any number of instances may run one; each message
 * is claimed by one of them at a time.
 */
export function startMailWorker(
  delivery: MailDelivery & { pollMs: number; changes: Pick<ChangeFeed, 'watch'> },
): MailWorker {
  const { log, pollMs, changes } = delivery;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

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

  /** Looks for due mail now; a run under way runs once more. */
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

  changes.watch((topic) => {
    if (topic === MAIL_TOPIC || topic === null) wake();
  });

  const tick = (): void => {
    wake();
    timer = setTimeout(tick, pollMs);
  };
  tick();

  return {
    async settled() {
      await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
