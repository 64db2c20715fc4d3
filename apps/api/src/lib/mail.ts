import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
  /** Waits for the messages still being sent, then closes the SMTP connection. */
  close: () => Promise<void>;
}

/**
 * Sends through SMTP_URL when set; otherwise keeps the message in the local outbox table and logs
 * only its recipient and subject (a message may carry a reset link). With `showLinks` (development
 * only) the links in such a message are also logged, marked as a development aid. Failures are
 * logged, never thrown at the caller: an email must not undo the action that caused it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  showLinks: boolean;
}): Mailer {
  const { smtpUrl, from, db, log, showLinks } = options;
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const sending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const mail = { to: message.to, subject: message.subject };
    try {
      if (transport) {
        await transport.sendMail({ from, ...message });
        return;
      }
      await db.insert(outbox).values({ ...mail, text: message.text, html: message.html });
      log.info({ mail }, 'mail kept in the outbox');
      const links = showLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : [];
      if (links.length) log.info({ mail, links }, 'DEVELOPMENT ONLY, never logged in production: links in this mail');
    } catch (error) {
      log.error({ err: error, mail }, 'mail could not be sent');
    }
  }

  return {
    send(message) {
      const delivery = deliver(message);
      sending.add(delivery);
      void delivery.finally(() => sending.delete(delivery));
      return delivery;
    },
    async close() {
      await Promise.all(sending);
      transport?.close();
    },
  };
}
