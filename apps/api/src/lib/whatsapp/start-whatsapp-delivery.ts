import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { defaultDeliveryPolicy } from '../outbox/deliver-due-mail';
import { startOutboxWorker, type MailWorker } from '../outbox/mail-worker';
import { createWhatsAppProvider } from './create-whatsapp-provider';
import { deliverDueWhatsApp } from './deliver-due-whatsapp';

/** As the mail workers: a message queued on any instance goes out within about a second of its commit. */
const WHATSAPP_POLL_MS = 1_000;

/**
 * Unless WhatsApp is off, runs a WhatsApp worker while the app runs (started when the app is ready,
 * stopped after the messages being sent when it closes): through the Cloud API in live mode, through
 * the sandbox otherwise.
 */
export function startWhatsAppDelivery(app: FastifyInstance, { config, db }: { config: Config; db: Db }): void {
  const provider = createWhatsAppProvider(config.whatsApp);
  if (!provider) return;
  let worker: MailWorker | undefined;
  app.addHook('onReady', async () => {
    const delivery = { db, provider, log: app.log, policy: defaultDeliveryPolicy };
    worker = startOutboxWorker({
      deliverDue: () => deliverDueWhatsApp(delivery),
      log: app.log,
      pollMs: WHATSAPP_POLL_MS,
    });
  });
  app.addHook('onClose', async () => worker?.stop());
}
