import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { defaultDeliveryPolicy } from './deliver-due-mail';
import { startMailWorker, type MailWorker } from './mail-worker';

/**
 * How long after its last look a worker looks for due mail again: new mail goes out within about a
 * second of its commit, on whichever instance, and retries come due the same way.
 */
const MAIL_POLL_MS = 1_000;

/**
 * With SMTP_URL, runs a mail worker while the app runs: started when the app is ready, stopped
 * (after the messages being sent) when it closes. Without SMTP_URL mail stays in the outbox.
 */
export function startMailDelivery(app: FastifyInstance, { config, db }: { config: Config; db: Db }): void {
  const { smtpUrl } = config;
  if (!smtpUrl) return;
  let worker: MailWorker | undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  app.addHook('onReady', async () => {
    worker = startMailWorker({
      db,
      transport,
      from: config.mailFrom,
      log: app.log,
      policy: defaultDeliveryPolicy,
      pollMs: MAIL_POLL_MS,
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    transport.close();
  });
}
