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
  close: () => void;
}

/**
 * Sends through SMTP_URL when set; otherwise keeps the message in the local outbox table and logs
 * its text so a developer can still follow links. Failures are logged, never thrown at the caller:
 * an email must not undo the action that caused it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, db, log } = options;
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      try {
        if (transport) {
          await transport.sendMail({ from, ...message });
          return;
        }
        await db
          .insert(outbox)
          .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
        log.info({ mail: { to: message.to, subject: message.subject } }, `mail kept in outbox:\n${message.text}`);
      } catch (error) {
        log.error({ err: error, mail: { to: message.to, subject: message.subject } }, 'mail could not be sent');
      }
    },
    close() {
      transport?.close();
    },
  };
}
