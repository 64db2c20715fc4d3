import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import type { MailMessage } from './mail-message';

/** The part of a logger the outbox writes to. */
export interface OutboxLog {
  info(details: object, message: string): void;
}

export interface MailOutbox {
  /**
   * Writes the messages (less any to nobody: a customer without an email) into the outbox inside the caller's transaction, so they exist exactly
   * when the change that causes them is committed. Never waits on SMTP.
   */
  queue: (tx: Tx, messages: MailMessage | MailMessage[]) => Promise<void>;
}

/**
 * With `delivering` (SMTP_URL is set) messages are queued `pending` for the mail workers, which
 * look for due mail every second; otherwise they are `kept` in the outbox,
 * the local mailbox, and only their recipient and subject are logged (a message may carry a reset
 * link). With `showLinks` (development only) the links in a kept message are also logged, marked as
 * a development aid.
 */
export function createMailOutbox(options: { delivering: boolean; log: OutboxLog; showLinks: boolean }): MailOutbox {
  const { delivering, log, showLinks } = options;
  return {
    async queue(tx, messages) {
      // A customer without an email (a walk-in) is simply not mailed.
      const list = (Array.isArray(messages) ? messages : [messages]).filter(
        (message): message is MailMessage & { to: string } => message.to !== null,
      );
      if (!list.length) return;
      await tx.insert(outbox).values(
        list.map((message) => ({
          to: message.to,
          userId: message.userId ?? null,
          orderId: message.orderId ?? null,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            base64: content.toString('base64'),
          })),
          status: delivering ? ('pending' as const) : ('kept' as const),
          // The moment of queueing, not of the transaction's start: the outbox reads in that order.
          createdAt: sql`clock_timestamp()`,
        })),
      );
      if (delivering) return;
      for (const message of list) {
        const mail = { to: message.to, subject: message.subject };
        log.info({ mail }, 'mail kept in the outbox');
        const links = showLinks ? (message.text.match(/https?:\/\/\S+/g) ?? []) : [];
        if (links.length) log.info({ mail, links }, 'DEVELOPMENT ONLY, never logged in production: links in this mail');
      }
    },
  };
}
