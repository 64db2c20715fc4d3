import { deliverDueMail, type DeliveryLog, type MailDelivery } from './deliver-due-mail';

export interface MailWorker {
  /** Waits for the look for due mail under way, if any. */
  settled: () => Promise<void>;
  /** Stops polling, and waits for the messages being sent. */
  stop: () => Promise<void>;
}

/**
 * Delivers the outbox while the app runs: looks for due mail at once, then `pollMs` after each look
 * ended. Any number of instances may run one; each message is claimed by one of them at a time.
 */
export function startMailWorker(delivery: MailDelivery & { pollMs: number }): MailWorker {
  return startOutboxWorker({ deliverDue: () => deliverDueMail(delivery), log: delivery.log, pollMs: delivery.pollMs });
}

/**
 * Runs `deliverDue` at once, then `pollMs` after each run ended, until stopped: the loop of every
 * outbox's worker (mail, WhatsApp).
 */
export function startOutboxWorker(options: {
  deliverDue: () => Promise<number>;
  log: Pick<DeliveryLog, 'error'>;
  pollMs: number;
}): MailWorker {
  const { deliverDue, log, pollMs } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const look = (): void => {
    running = deliverDue()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'outbox could not be read; trying again shortly'),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(look, pollMs);
      });
  };
  look();

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
